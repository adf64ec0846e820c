import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery } from '../../../lib/panel-query';

/** A listing's own descriptions by language (goods!sellerGoodsSkuInfo), while `sellerGoodsId` is given. */
export const useListingDescriptions = (sellerGoodsId: string | null) =>
  usePanelQuery(
    panel.skuInfo,
    'sku-info',
    { sellerGoodsId: sellerGoodsId ?? '' },
    { enabled: sellerGoodsId !== null },
  );
