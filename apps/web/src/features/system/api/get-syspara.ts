import { STARTUP_SYSPARA_CODES, systemRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// Values are strings; codes outside the server's whitelist come back null (contract §1.11).
export type Syspara = Partial<Record<(typeof STARTUP_SYSPARA_CODES)[number], string | null>>;

function toStrings(reply: Record<string, unknown>): Syspara {
  const result: Record<string, string | null> = {};
  for (const code of STARTUP_SYSPARA_CODES) {
    const value = reply[code];
    result[code] = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
  return result;
}

/** syspara!getSyspara for the codes the storefront needs at start-up. */
export async function getStartupSyspara(signal?: AbortSignal): Promise<Syspara> {
  const reply = await callEndpoint(
    systemRoutes.syspara,
    { code: STARTUP_SYSPARA_CODES.join(',') },
    { signal, silent: true },
  );
  return toStrings(reply);
}

export function useStartupSyspara() {
  return useQuery({
    queryKey: queryKeys.syspara(STARTUP_SYSPARA_CODES),
    queryFn: ({ signal }) => getStartupSyspara(signal),
    staleTime: 10 * 60_000,
  });
}
