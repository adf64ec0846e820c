import { useLocation } from 'react-router';

/**
 * Where the router is, for a test to read: its path and query under `testId` (`where` unless told),
 * percent-decoded with `decoded` (a keyword as it was typed).
 */
export function LocationProbe({ testId = 'where', decoded = false }: { testId?: string; decoded?: boolean }) {
  const { pathname, search } = useLocation();
  const where = pathname + search;
  return <output data-testid={testId}>{decoded ? decodeURIComponent(where) : where}</output>;
}
