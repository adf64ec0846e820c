import { SysparaDefinitionVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

export type UpdateSysparaInput = { code: string; value: string };

/** admin/syspara!update: the server checks the value against the definition again. */
export function updateSyspara(input: UpdateSysparaInput): Promise<SysparaDefinitionVo> {
  return apiRequest('syspara!update', { scope: 'admin', params: input, schema: SysparaDefinitionVo });
}

export function useUpdateSyspara() {
  return useMutation({
    mutationFn: updateSyspara,
    onSuccess: (saved) => {
      queryClient.setQueriesData<SysparaDefinitionVo[]>({ queryKey: adminKeys.sysparaRoot }, (list) =>
        list?.map((item) => (item.code === saved.code ? saved : item)),
      );
    },
  });
}
