import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { callEndpoint } from '../../../../lib/api-client';

/** Every listing's price, discount and wholesale terms (goods!export), for the CSV file. */
export const fetchListingTerms = () => callEndpoint(panel.exportTerms, {});
