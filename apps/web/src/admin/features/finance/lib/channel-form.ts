import type { AdminDepositChannelVo } from '@caravan/contract';
import type { SaveDepositChannelInput } from '../api/save-deposit-channel';
import { checkAmount } from '../../../../lib/amount-text';

/** A deposit channel as typed in the form: every field text, as the inputs hold it. */
export type ChannelDraft = {
  coin: SaveDepositChannelInput['coin'];
  network: string;
  address: string;
  minAmount: string;
  maxAmount: string;
  isOpen: boolean;
  sort: string;
};

export type ChannelProblem = 'network' | 'address' | 'amount' | 'belowMin' | 'sort';
export type ChannelErrors = Partial<
  Record<'network' | 'address' | 'minAmount' | 'maxAmount' | 'sort', ChannelProblem>
>;

// AdminDepositChannelSaveParams: the network's pattern, the address's length, 10 decimals.
const NETWORK = /^[A-Z0-9-]{2,16}$/;
const ADDRESS_MIN = 10;
export const ADDRESS_MAX = 128;
const AMOUNT_PLACES = 10;
const SORT_MAX = 10_000;

export function draftOf(channel: AdminDepositChannelVo | null): ChannelDraft {
  return {
    coin: channel?.coin ?? 'USDT',
    network: channel?.network ?? '',
    address: channel?.address ?? '',
    minAmount: channel?.minAmount ?? '',
    maxAmount: channel?.maxAmount ?? '',
    isOpen: channel?.isOpen ?? true,
    sort: String(channel?.sort ?? 0),
  };
}

/**
 * Checks a channel before it is sent, as the server will (network pattern, address length, amounts
 * above zero with the minimum not above the maximum, compared as decimals), and returns what to send.
 */
export function checkChannel(
  draft: ChannelDraft,
  id?: string,
): { ok: true; value: SaveDepositChannelInput } | { ok: false; errors: ChannelErrors } {
  const network = draft.network.trim().toUpperCase();
  const address = draft.address.trim();
  const minAmount = draft.minAmount.trim();
  const maxAmount = draft.maxAmount.trim();
  const sort = draft.sort.trim() === '' ? '0' : draft.sort.trim();
  const isAmount = (text: string) => checkAmount(text, { decimals: AMOUNT_PLACES }) === null;
  const errors: ChannelErrors = {};
  if (!NETWORK.test(network)) errors.network = 'network';
  if (address.length < ADDRESS_MIN || address.length > ADDRESS_MAX) errors.address = 'address';
  if (!isAmount(minAmount)) errors.minAmount = 'amount';
  if (!isAmount(maxAmount)) errors.maxAmount = 'amount';
  else if (!errors.minAmount && checkAmount(maxAmount, { decimals: AMOUNT_PLACES, min: minAmount }))
    errors.maxAmount = 'belowMin';
  if (!/^\d{1,5}$/.test(sort) || Number(sort) > SORT_MAX) errors.sort = 'sort';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(id ? { id } : {}),
      coin: draft.coin,
      network,
      address,
      minAmount,
      maxAmount,
      isOpen: draft.isOpen,
      sort: Number(sort),
    },
  };
}

/** A coin's rate as typed: above zero with at most 8 decimals (AdminCoinRateSaveParams). */
export function isRateText(text: string): boolean {
  return checkAmount(text, { decimals: 8 }) === null;
}
