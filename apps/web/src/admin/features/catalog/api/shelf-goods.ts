import type { AdminGoodsVo } from '@caravan/contract';
import { catalogAdminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/systemGoods!shelf: on (1) or off (0) the shelf; off, it leaves every store at once. */
export function shelfGoods(input: { id: string; isShelf: number }): Promise<AdminGoodsVo> {
  return callEndpoint(catalogAdminRoutes.shelfGood, input);
}

export function useShelfGoods() {
  return useMutation({
    mutationFn: shelfGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.goods }),
  });
}
