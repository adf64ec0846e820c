import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelQuery } from '../../../lib/panel-query';

/** The range of profit a listing's price may add to the platform's price. */
export const useProfitRange = () => usePanelQuery(panel.profitRange, 'profit-range', {});
