import { AddressAddParams } from '@caravan/contract';
import type { AddressInput } from './address-api';

export const ADDRESS_FIELDS = [
  'contacts',
  'phone',
  'email',
  'countryId',
  'provinceId',
  'cityId',
  'postcode',
  'address',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** A key under `validation` in the address namespace, with the limit for `tooLong`. */
export type AddressProblem = {
  key: 'required' | 'choose' | 'tooLong' | 'phone' | 'email' | 'postcode';
  max?: number;
};

export type AddressCheck =
  { ok: true; input: AddressInput } | { ok: false; problems: Partial<Record<AddressField, AddressProblem>> };

const REGION_FIELDS = new Set<string>(['countryId', 'provinceId', 'cityId']);
const FORMAT_FIELDS = new Set<string>(['phone', 'email', 'postcode']);

export function isAddressField(name: string): name is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(name);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks the form with the server's own schema (AddressAddParams), so that the form refuses exactly
 * what the server would; on success `input` is what to send (trimmed, the phone normalised, ids as
 * numbers). Only whether the regions fit together is left to the server.
 */
export function checkAddress(values: Record<string, unknown>): AddressCheck {
  const parsed = AddressAddParams.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!isAddressField(field) || problems[field]) continue;
    if (isBlank(values[field])) problems[field] = { key: REGION_FIELDS.has(field) ? 'choose' : 'required' };
    else if (issue.code === 'too_big' && issue.origin === 'string') {
      problems[field] = { key: 'tooLong', max: Number(issue.maximum) };
    } else if (FORMAT_FIELDS.has(field)) problems[field] = { key: field as 'phone' | 'email' | 'postcode' };
    else problems[field] = { key: REGION_FIELDS.has(field) ? 'choose' : 'required' };
  }
  return { ok: false, problems };
}
