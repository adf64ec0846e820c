import { formatDateTime } from '../../lib/date';

/**
 * A server time in the browser's zone ('YYYY-MM-DD HH:mm:ss', '--' when empty), kept left to right
 * so a right-to-left page does not swap the date and the time.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  return <span dir="ltr">{formatDateTime(value)}</span>;
}
