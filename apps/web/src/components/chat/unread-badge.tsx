import classes from './chat.module.css';

/**
 * An unread count on an icon, a tab or a link (nothing when there is none; `max+` beyond `max`); the
 * control it sits on names it. The chat's and the notifications' badges.
 */
export function UnreadBadge({
  count,
  testId,
  max = 99,
  className,
}: {
  count: number | undefined;
  testId?: string;
  max?: number;
  className?: string;
}) {
  if (!count || count <= 0) return null;
  // The number reads left to right inside (`99+`), while the badge itself keeps the page's direction:
  // a badge placed with inset-inline-end takes its own direction, so an ltr badge sat at the right of
  // its icon in an Arabic page instead of the left.
  return (
    <span
      className={className ? `${classes.badge} ${className}` : classes.badge}
      aria-hidden="true"
      data-testid={testId}
    >
      <bdi dir="ltr">{count > max ? `${max}+` : count}</bdi>
    </span>
  );
}
