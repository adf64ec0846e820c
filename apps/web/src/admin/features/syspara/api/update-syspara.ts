import type { SysparaDefinitionVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';
import type { SysparaArea } from './list-syspara';

export type UpdateSysparaInput = { code: string; value: string };

/** Sets one of the area's parameters; the server checks the value against the definition again. */
export function updateSyspara(area: SysparaArea, input: UpdateSysparaInput): Promise<SysparaDefinitionVo> {
  return area === 'wallet'
    ? callEndpoint(adminRoutes.updateWalletSetting, input)
    : callEndpoint(adminRoutes.updateSyspara, input);
}

export function useUpdateSyspara(area: SysparaArea) {
  return useMutation({
    mutationFn: (input: UpdateSysparaInput) => updateSyspara(area, input),
    onSuccess: (saved) => {
      queryClient.setQueriesData<SysparaDefinitionVo[]>({ queryKey: adminKeys.sysparaRoot }, (list) =>
        list?.map((item) => (item.code === saved.code ? saved : item)),
      );
    },
  });
}
