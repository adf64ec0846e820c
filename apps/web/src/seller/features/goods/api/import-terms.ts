import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/** Sets the listings' prices and terms from a CSV file: all lines or, with any refused, none. */
export const useImportTerms = () => usePanelChange(panel.importTerms);
