import { useId, type ReactNode } from 'react';
import { avatarIndex } from '../../lib/avatar-index';

// The built-in avatars a buyer picks from (localuser!refreshAvatar idx 1…12), drawn for Caravan on a
// 64×64 grid: friendly animal faces and two characters, each on its own colour.
const INK = '#1f2937';

const eyes = (y = 31, dx = 7, r = 2.6) => (
  <>
    <circle cx={32 - dx} cy={y} r={r} fill={INK} />
    <circle cx={32 + dx} cy={y} r={r} fill={INK} />
  </>
);

const smile = (y = 39, w = 5) => (
  <path
    d={`M${32 - w} ${y}q${w} ${w * 0.8} ${w * 2} 0`}
    fill="none"
    stroke={INK}
    strokeWidth={2.2}
    strokeLinecap="round"
  />
);

const FACES: readonly { name: string; bg: string; face: ReactNode }[] = [
  {
    name: 'fox',
    bg: '#ffedd5',
    face: (
      <>
        <path d="M14 14l8 16h-10zM50 14l-8 16h10z" fill="#ea580c" />
        <path d="M12 28c0-6 9-10 20-10s20 4 20 10c0 10-9 22-20 22S12 38 12 28z" fill="#f97316" />
        <path d="M20 34c4 0 8 3 12 10 4-7 8-10 12-10-2 8-6 16-12 16s-10-8-12-16z" fill="#fff7ed" />
        {eyes(30, 8)}
        <circle cx={32} cy={42} r={2.4} fill={INK} />
      </>
    ),
  },
  {
    name: 'bear',
    bg: '#fef3c7',
    face: (
      <>
        <circle cx={17} cy={18} r={7} fill="#92400e" />
        <circle cx={47} cy={18} r={7} fill="#92400e" />
        <circle cx={32} cy={34} r={19} fill="#b45309" />
        <ellipse cx={32} cy={41} rx={9} ry={7} fill="#fde68a" />
        {eyes(30, 8)}
        <ellipse cx={32} cy={38} rx={3} ry={2.2} fill={INK} />
        {smile(42, 3)}
      </>
    ),
  },
  {
    name: 'cat',
    bg: '#e0e7ff',
    face: (
      <>
        <path d="M14 12l4 18 12-8zM50 12l-4 18-12-8z" fill="#64748b" />
        <ellipse cx={32} cy={36} rx={19} ry={16} fill="#94a3b8" />
        <path
          d="M22 31q3-3 6 0M36 31q3-3 6 0"
          fill="none"
          stroke={INK}
          strokeWidth={2.4}
          strokeLinecap="round"
        />
        <path d="M30 37h4l-2 2.5z" fill="#f472b6" />
        <path
          d="M12 38h10M12 43l10-2M52 38H42M52 43l-10-2"
          stroke="#475569"
          strokeWidth={1.4}
          strokeLinecap="round"
        />
        {smile(41, 3)}
      </>
    ),
  },
  {
    name: 'panda',
    bg: '#dcfce7',
    face: (
      <>
        <circle cx={16} cy={18} r={7} fill={INK} />
        <circle cx={48} cy={18} r={7} fill={INK} />
        <circle cx={32} cy={35} r={19} fill="#fff" stroke="#d1d5db" />
        <ellipse cx={24} cy={32} rx={5} ry={6.5} fill={INK} transform="rotate(-25 24 32)" />
        <ellipse cx={40} cy={32} rx={5} ry={6.5} fill={INK} transform="rotate(25 40 32)" />
        <circle cx={24.5} cy={31} r={1.8} fill="#fff" />
        <circle cx={39.5} cy={31} r={1.8} fill="#fff" />
        <ellipse cx={32} cy={40} rx={3} ry={2} fill={INK} />
        {smile(43, 3)}
      </>
    ),
  },
  {
    name: 'owl',
    bg: '#ede9fe',
    face: (
      <>
        <path d="M14 18l8 6M50 18l-8 6" stroke="#6d28d9" strokeWidth={4} strokeLinecap="round" />
        <ellipse cx={32} cy={36} rx={19} ry={18} fill="#8b5cf6" />
        <circle cx={24} cy={32} r={7.5} fill="#fff" />
        <circle cx={40} cy={32} r={7.5} fill="#fff" />
        {eyes(32, 8, 3.4)}
        <path d="M29 39h6l-3 5z" fill="#f59e0b" />
        <path d="M22 48q10 4 20 0" fill="none" stroke="#c4b5fd" strokeWidth={2} strokeLinecap="round" />
      </>
    ),
  },
  {
    name: 'penguin',
    bg: '#e0f2fe',
    face: (
      <>
        <ellipse cx={32} cy={35} rx={19} ry={20} fill="#1e293b" />
        <path d="M32 24c-8 0-13 6-13 13s6 14 13 14 13-7 13-14-5-13-13-13z" fill="#fff" />
        {eyes(33, 6)}
        <path d="M28 38h8l-4 4z" fill="#f59e0b" />
        <circle cx={21} cy={41} r={2.5} fill="#fda4af" />
        <circle cx={43} cy={41} r={2.5} fill="#fda4af" />
      </>
    ),
  },
  {
    name: 'rabbit',
    bg: '#fce7f3',
    face: (
      <>
        <ellipse cx={24} cy={14} rx={5} ry={12} fill="#f5f5f4" stroke="#e7e5e4" />
        <ellipse cx={40} cy={14} rx={5} ry={12} fill="#f5f5f4" stroke="#e7e5e4" />
        <ellipse cx={24} cy={15} rx={2.4} ry={8} fill="#f9a8d4" />
        <ellipse cx={40} cy={15} rx={2.4} ry={8} fill="#f9a8d4" />
        <circle cx={32} cy={37} r={17} fill="#fafaf9" stroke="#e7e5e4" />
        {eyes(34, 7)}
        <path d="M30 39h4l-2 2z" fill="#ec4899" />
        <path d="M32 41v3M29 45q3 2 6 0" fill="none" stroke={INK} strokeWidth={1.8} strokeLinecap="round" />
      </>
    ),
  },
  {
    name: 'frog',
    bg: '#ecfccb',
    face: (
      <>
        <circle cx={21} cy={22} r={8} fill="#65a30d" />
        <circle cx={43} cy={22} r={8} fill="#65a30d" />
        <ellipse cx={32} cy={38} rx={21} ry={15} fill="#84cc16" />
        <circle cx={21} cy={22} r={5} fill="#fff" />
        <circle cx={43} cy={22} r={5} fill="#fff" />
        <circle cx={21} cy={23} r={2.6} fill={INK} />
        <circle cx={43} cy={23} r={2.6} fill={INK} />
        <path d="M20 40q12 9 24 0" fill="none" stroke={INK} strokeWidth={2.2} strokeLinecap="round" />
        <circle cx={18} cy={36} r={2.5} fill="#fda4af" />
        <circle cx={46} cy={36} r={2.5} fill="#fda4af" />
      </>
    ),
  },
  {
    name: 'lion',
    bg: '#fef9c3',
    face: (
      <>
        <circle cx={32} cy={33} r={24} fill="#d97706" />
        <circle cx={32} cy={34} r={16} fill="#fbbf24" />
        <circle cx={20} cy={20} r={4} fill="#fbbf24" />
        <circle cx={44} cy={20} r={4} fill="#fbbf24" />
        {eyes(31, 6)}
        <path d="M29 37h6l-3 3z" fill="#7c2d12" />
        {smile(41, 3)}
      </>
    ),
  },
  {
    name: 'koala',
    bg: '#f1f5f9',
    face: (
      <>
        <circle cx={15} cy={25} r={10} fill="#94a3b8" />
        <circle cx={49} cy={25} r={10} fill="#94a3b8" />
        <circle cx={15} cy={25} r={5.5} fill="#f1f5f9" />
        <circle cx={49} cy={25} r={5.5} fill="#f1f5f9" />
        <ellipse cx={32} cy={36} rx={17} ry={17} fill="#a8b3c2" />
        {eyes(32, 7)}
        <ellipse cx={32} cy={40} rx={4.5} ry={6} fill="#334155" />
        {smile(48, 2.5)}
      </>
    ),
  },
  {
    name: 'robot',
    bg: '#cffafe',
    face: (
      <>
        <path d="M32 10v7" stroke="#0e7490" strokeWidth={2.5} strokeLinecap="round" />
        <circle cx={32} cy={9} r={3} fill="#f43f5e" />
        <rect x={15} y={18} width={34} height={30} rx={8} fill="#22d3ee" />
        <rect x={10} y={28} width={5} height={10} rx={2} fill="#0891b2" />
        <rect x={49} y={28} width={5} height={10} rx={2} fill="#0891b2" />
        <rect x={20} y={25} width={24} height={12} rx={5} fill="#ecfeff" />
        <circle cx={26} cy={31} r={3} fill="#0e7490" />
        <circle cx={38} cy={31} r={3} fill="#0e7490" />
        <path
          d="M24 42h16"
          stroke="#0e7490"
          strokeWidth={2.4}
          strokeLinecap="round"
          strokeDasharray="3 2.5"
        />
      </>
    ),
  },
  {
    name: 'traveller',
    bg: '#ffe4e6',
    face: (
      <>
        <circle cx={32} cy={36} r={15} fill="#f5c6a5" />
        <path d="M14 27c2-10 10-15 18-15s16 5 18 15z" fill="#0f766e" />
        <path d="M10 28h44" stroke="#115e59" strokeWidth={4} strokeLinecap="round" />
        <circle cx={32} cy={17} r={2.5} fill="#f59e0b" />
        {eyes(36, 6, 2.3)}
        <circle cx={22} cy={41} r={2.4} fill="#fda4af" />
        <circle cx={42} cy={41} r={2.4} fill="#fda4af" />
        {smile(42, 4)}
      </>
    ),
  },
];

type UserAvatarProps = { avatar: string | number | null | undefined; size?: number; className?: string };

/** A built-in avatar as an image. */
export function UserAvatar({ avatar, size = 64, className }: UserAvatarProps) {
  const clipId = useId();
  const index = avatarIndex(avatar);
  const face = FACES[index - 1] ?? FACES[0];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-avatar={face?.name}
    >
      <clipPath id={clipId}>
        <circle cx={32} cy={32} r={32} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle cx={32} cy={32} r={32} fill={face?.bg} />
        {face?.face}
      </g>
    </svg>
  );
}
