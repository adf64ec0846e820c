import { type AdminGoodsVo, catalogAdminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';
import type { GoodsParams } from '../lib/goods-form';

/**
 * admin/systemGoods!create or !update (with an id). Sent as a JSON body; lists go as JSON strings
 * because the server reads a repeated parameter as one value (contract §2.2).
 */
export function saveGoods(params: GoodsParams & { id?: string }): Promise<AdminGoodsVo> {
  const { images, skus, ...rest } = params;
  const body = { ...rest, images: JSON.stringify(images), skus: JSON.stringify(skus) };
  return params.id
    ? callEndpoint(catalogAdminRoutes.updateGood, { ...body, id: params.id })
    : callEndpoint(catalogAdminRoutes.createGood, body);
}

export function useSaveGoods() {
  return useMutation({
    mutationFn: saveGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.goods }),
  });
}
