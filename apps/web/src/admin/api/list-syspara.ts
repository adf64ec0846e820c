import { SysparaDefinitionVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { adminKeys } from '../lib/admin-query-keys';

const SysparaList = z.array(SysparaDefinitionVo);

/** admin/syspara!list: every parameter with its definition. */
export function listSyspara(signal?: AbortSignal): Promise<SysparaDefinitionVo[]> {
  return apiRequest('syspara!list', { scope: 'admin', schema: SysparaList, signal, silent: true });
}

export function useSysparaList() {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.syspara(lang),
    queryFn: ({ signal }) => listSyspara(signal),
  });
}
