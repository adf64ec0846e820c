import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../lib/date';
import classes from './chat.module.css';

/**
 * The count as a badge shows it ("99+" beyond 99). A control named with its count says the same, so
 * that its name holds what it shows (a voice user says what they see).
 */
export function badgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

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
      <bdi dir="ltr">{badgeCount(count, max)}</bdi>
    </span>
  );
}

/**
 * The badge of a link or an entry whose name does not say the count, with the count in words for a
 * screen reader ("3 unread") after it.
 */
export function SpokenUnreadBadge({
  count,
  testId,
  className,
}: {
  count: number;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <>
      <UnreadBadge count={count} testId={testId} className={className} />
      {count > 0 && (
        <span className="cv-visually-hidden"> {t('unread', { number: isolateLtr(String(count)) })}</span>
      )}
    </>
  );
}

/** An icon with its unread count on its upper end corner (the header's chat icons and bell). */
export function IconWithBadge({
  icon,
  count,
  max,
  testId,
}: {
  icon: ReactNode;
  count: number;
  max?: number;
  testId?: string;
}) {
  return (
    <span className={classes.iconWithBadge}>
      {icon}
      <UnreadBadge count={count} max={max} className={classes.onIcon} testId={testId} />
    </span>
  );
}
