import type { SysparaDefinitionVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/**
 * Which parameters a page edits: every one (admin/syspara!…, operations and the super admin), or
 * the wallet's (admin/walletSettings!…, finance's wallet settings).
 */
export type SysparaArea = 'all' | 'wallet';

/** The area's parameters, each with its definition. */
export function listSyspara(area: SysparaArea, signal?: AbortSignal): Promise<SysparaDefinitionVo[]> {
  return area === 'wallet'
    ? callEndpoint(adminRoutes.walletSettings, {}, { signal, silent: true })
    : callEndpoint(adminRoutes.syspara, {}, { signal, silent: true });
}

export function useSysparaList(area: SysparaArea) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.syspara(area, lang),
    queryFn: ({ signal }) => listSyspara(area, signal),
  });
}
