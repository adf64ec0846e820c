import { z } from 'zod';
import { deferred } from '../deferred.js';
import { ACCOUNT_RULES } from '../account/rules.js';
import {
  blankToUndefined as blank,
  digits,
  INT_MAX,
  optionalText,
  requiredId,
  requiredText,
  strictInt,
} from '../params.js';

// Delivery addresses and the country, state and city lists (contract §1.3, spec §3, §5, §9).
// Region ids are those of the address data package (ADR 010).

/** Field limits (spec §5, §9; contract §1.3). */
export const ADDRESS_LIMITS = {
  contacts: 64,
  address: 255,
  email: ACCOUNT_RULES.emailMax,
  /** A postcode has more than 4 characters (spec §5) and at most 32. */
  postcodeMin: 5,
  postcodeMax: 32,
  phoneMax: 32,
  /** The names old clients send with the ids; ignored (the data package's names are stored). */
  regionName: 128,
  filter: 64,
  /** The `address_max_count` system parameter's default. */
  defaultMaxCount: 20,
} as const;

/**
 * `provinceId` / `cityId` 0: the data has no states for the country (Macau, Gibraltar, …) or no
 * cities for the state, so there is nothing to choose (ADR 010).
 */
export const NO_REGION = 0;

/** Letters and digits, with spaces or hyphens inside (SW1A 1AA, 100-0001). */
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** A phone as typed, without spaces, hyphens, dots or brackets; a leading 00 becomes +. */
export function normaliseAddressPhone(value: string): string {
  return value.replace(/[\s\-.()]/g, '').replace(/^00/, '+');
}

/**
 * A consignee's phone (spec §5: valid, at least 8 digits): with its international area code, by the
 * account rule (`+49 30 1234567`), or as 8–15 digits for the old clients that send no area code.
 */
export function isAddressPhone(value: string): boolean {
  const phone = normaliseAddressPhone(value);
  return phone.startsWith('+') ? ACCOUNT_RULES.phone.test(phone) : /^\d{8,15}$/.test(phone);
}

const trimmed = (v: unknown) => (typeof v === 'string' ? blank(v.trim()) : blank(v));

const phone = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blank(normaliseAddressPhone(v.trim())) : blank(v)),
    z.string().max(ADDRESS_LIMITS.phoneMax).refine(isAddressPhone),
  ),
);

const email = deferred(() =>
  z.preprocess(trimmed, z.string().max(ADDRESS_LIMITS.email).regex(ACCOUNT_RULES.email).optional()),
);

const postcode = deferred(() =>
  z.preprocess(
    trimmed,
    z.string().min(ADDRESS_LIMITS.postcodeMin).max(ADDRESS_LIMITS.postcodeMax).regex(POSTCODE).optional(),
  ),
);

/** The fields of address!add and address!edit, in the contract's names. */
export const AddressFields = deferred(() => ({
  /** 1 makes it the default address. */
  use: z.preprocess(digits, z.number().int().min(0).max(1).optional()),
  phone,
  contacts: requiredText(ADDRESS_LIMITS.contacts),
  address: requiredText(ADDRESS_LIMITS.address),
  email,
  postcode,
  country: optionalText(ADDRESS_LIMITS.regionName),
  province: optionalText(ADDRESS_LIMITS.regionName),
  city: optionalText(ADDRESS_LIMITS.regionName),
  countryId: strictInt(1),
  provinceId: strictInt(NO_REGION),
  cityId: strictInt(NO_REGION),
}));

/** address!add */
export const AddressAddParams = deferred(() => z.object(AddressFields));
export type AddressAddParams = z.infer<typeof AddressAddParams>;

/** address!edit: the whole address again, with its id. */
export const AddressEditParams = deferred(() => z.object({ id: requiredId, ...AddressFields }));
export type AddressEditParams = z.infer<typeof AddressEditParams>;

/** address!del */
export const AddressIdParams = deferred(() => z.object({ id: requiredId }));

/** address!list items; country names in the request's language, state and city as stored. */
export const AddressVo = deferred(() =>
  z.object({
    id: z.string(),
    /** 1 default, 0 not. */
    use: z.number(),
    phone: z.string(),
    contacts: z.string(),
    address: z.string(),
    /** '' when not given. */
    email: z.string(),
    postcode: z.string(),
    country: z.string(),
    province: z.string(),
    city: z.string(),
    countryId: z.number(),
    provinceId: z.number(),
    cityId: z.number(),
  }),
);
export type AddressVo = z.infer<typeof AddressVo>;

/** address!list: `data.pageList`, default first then newest, with no pageInfo (contract §2.3). */
export const AddressListVo = deferred(() => z.object({ pageList: z.array(AddressVo) }));

/** address!listCountry (no session needed). */
export const CountryListParams = deferred(() =>
  z.object({ countryName: optionalText(ADDRESS_LIMITS.filter) }),
);

/** address!listState */
export const StateListParams = deferred(() =>
  z.object({
    countryId: strictInt(1),
    stateName: optionalText(ADDRESS_LIMITS.filter),
  }),
);

/** address!listCity: `queryType=noShow` turns a missing stateId into an empty list. */
export const CityListParams = deferred(() =>
  z.object({
    stateId: z.preprocess(digits, z.number().int().min(1).max(INT_MAX).optional()),
    cityName: optionalText(ADDRESS_LIMITS.filter),
    queryType: optionalText(16),
  }),
);

export const CountryVo = deferred(() =>
  z.object({
    id: z.number(),
    countryName: z.string(),
    /** The international dialling code without +, e.g. "49" (not in the old contract; extra). */
    phoneCode: z.string(),
  }),
);
export type CountryVo = z.infer<typeof CountryVo>;

export const StateVo = deferred(() => z.object({ id: z.number(), stateName: z.string() }));
export type StateVo = z.infer<typeof StateVo>;

export const CityVo = deferred(() => z.object({ id: z.number(), cityName: z.string() }));
export type CityVo = z.infer<typeof CityVo>;

// The region lists answer `data.data` (contract §1.3, "the double data").
export const CountryListVo = deferred(() => z.object({ data: z.array(CountryVo) }));
export const StateListVo = deferred(() => z.object({ data: z.array(StateVo) }));
export const CityListVo = deferred(() => z.object({ data: z.array(CityVo) }));
