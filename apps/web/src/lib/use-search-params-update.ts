import { useSearchParams } from 'react-router';

/**
 * The address's search parameters, and `update`, which sets several at once (an empty value removes
 * one). List pages keep their filters and page in the address, so the back button and a shared
 * link show the same list.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  return [params, update] as const;
}
