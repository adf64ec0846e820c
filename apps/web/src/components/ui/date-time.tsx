import { formatDateTime } from '../../lib/date';

/**
 * A time in the browser's zone ('YYYY-MM-DD HH:mm:ss', '--' when empty), isolated and kept left to
 * right, so that a right-to-left page does not swap the date and the time (issue 15).
 */
export function DateTime({
  value,
  className,
}: {
  value: number | string | null | undefined;
  className?: string;
}) {
  return (
    <span dir="ltr" className={className}>
      {formatDateTime(value)}
    </span>
  );
}
