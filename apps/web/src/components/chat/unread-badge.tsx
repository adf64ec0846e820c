import classes from './chat.module.css';

/** A count of unread messages on an icon or a tab (nothing when there are none); its control names it. */
export function UnreadBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={classes.badge} aria-hidden="true" data-testid={testId}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
