import { sellerPanelEndpoints as panel } from '@caravan/contract';
import { usePanelChange } from '../../../lib/panel-query';

/**
 * Changes a listing's wholesale terms (goods!update, issue 53): its price ladder, minimum, pack and
 * sample. The terms dialog shows a refusal beside its fields, so the API client shows no toast.
 */
export const useUpdateTerms = () => usePanelChange(panel.update, { silent: true });
