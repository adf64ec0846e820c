/** The Caravan mark: a dune arc under a sun on a rounded square (decorative; the name goes beside it). */
export function BrandMark({ size, color = '#0f766e' }: { size: number; color?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill={color} />
      <path
        d="M7 21c3-7 6-10 9-10s6 3 9 10"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="16" cy="11" r="2.5" fill="#fbbf24" />
    </svg>
  );
}
