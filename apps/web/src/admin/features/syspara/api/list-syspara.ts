import type { SysparaDefinitionVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/syspara!list: every parameter with its definition. */
export function listSyspara(signal?: AbortSignal): Promise<SysparaDefinitionVo[]> {
  return callEndpoint(adminRoutes.syspara, {}, { signal, silent: true });
}

export function useSysparaList() {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.syspara(lang),
    queryFn: ({ signal }) => listSyspara(signal),
  });
}
