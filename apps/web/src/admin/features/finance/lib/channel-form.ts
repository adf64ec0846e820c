import { walletEndpoints, type AdminDepositChannelVo, type CoinSymbol } from '@caravan/contract';
import type { z } from 'zod';
import { checkParams, type FieldProblem } from '../../../../lib/form';

/** A deposit channel as typed in the form: every field text, as the inputs hold it. */
export type ChannelDraft = {
  coin: CoinSymbol;
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

/** What /admin/depositChannels!save takes (AdminDepositChannelSaveParams). */
export const ChannelParams = walletEndpoints.admin.saveChannel.params;
export type ChannelParams = z.output<typeof ChannelParams>;
export const ADDRESS_MAX = 128;

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

/** The params a draft stands for (the channel's id when it is a change). */
export function channelParams(draft: ChannelDraft, id?: string) {
  return { ...(id ? { id } : {}), ...draft };
}

/** The message key of a field's problem: a maximum below the minimum has its own. */
export function channelProblem(field: string, problem: FieldProblem): ChannelProblem {
  if (field === 'minAmount' || field === 'maxAmount') {
    return field === 'maxAmount' && problem.kind === 'rule' ? 'belowMin' : 'amount';
  }
  return field as ChannelProblem;
}

/**
 * Checks a channel before it is sent, with the server's own schema (network pattern, address
 * length, amounts above zero with the minimum not above the maximum, compared as decimals), and
 * returns what to send: the network upper-cased, text trimmed, the order a number.
 */
export function checkChannel(
  draft: ChannelDraft,
  id?: string,
): { ok: true; value: ChannelParams } | { ok: false; errors: ChannelErrors } {
  const check = checkParams(ChannelParams, channelParams(draft, id));
  if (check.ok) return { ok: true, value: check.params };
  const errors: ChannelErrors = {};
  for (const [field, problem] of Object.entries(check.problems)) {
    if (problem) errors[field as keyof ChannelErrors] = channelProblem(field, problem);
  }
  return { ok: false, errors };
}

/** A coin's rate as typed: above zero with at most 8 decimals (AdminCoinRateSaveParams). */
export function isRateText(text: string): boolean {
  return walletEndpoints.admin.saveCoinRate.params.safeParse({ coin: 'ETH', rate: text }).success;
}
