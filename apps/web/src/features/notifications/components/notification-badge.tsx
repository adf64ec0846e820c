import classes from './notifications.module.css';

/** The unread count on the bell ("9+" beyond nine; nothing when none); its control names it. */
export function NotificationBadge({
  count,
  testId,
  className,
}: {
  count: number;
  testId?: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={className ? `${classes.badge} ${className}` : classes.badge}
      aria-hidden="true"
      data-testid={testId}
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}
