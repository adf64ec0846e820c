import type { SysparaDefinitionVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type UpdateSysparaInput = { code: string; value: string };

/** admin/syspara!update: the server checks the value against the definition again. */
export function updateSyspara(input: UpdateSysparaInput): Promise<SysparaDefinitionVo> {
  return callEndpoint(adminRoutes.updateSyspara, input);
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
