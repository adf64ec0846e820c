import { useSearchParams } from 'react-router';

/** The order a page is about: `?id=` (spec §2). */
export function useOrderId(): string {
  const [params] = useSearchParams();
  return params.get('id')?.trim() ?? '';
}
