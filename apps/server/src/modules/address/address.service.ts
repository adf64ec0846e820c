import { ADDRESS_LIMITS, type AddressAddParams, type AddressEditParams } from '@caravan/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { sysparaValues } from '../system/index.js';
import { resolveRegion } from './address-regions.js';
import {
  clearDefault,
  countAddresses,
  deleteOwnAddress,
  findAddresses,
  findDefaultAddress,
  findOwnAddress,
  insertAddress,
  lockAddressBook,
  promoteNewest,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './address.repository.js';

export type { AddressRow } from './address.repository.js';

/**
 * The columns an address stores. The region names come from the data package, never from the
 * client (old clients send names too; they are ignored): a state must be its country's and a city
 * its state's.
 */
async function addressValues(input: AddressAddParams): Promise<AddressValues> {
  const region = await resolveRegion(input.countryId, input.provinceId, input.cityId);
  if (!region) throw new AppError('ADDRESS_REGION_INVALID');
  return {
    contacts: input.contacts,
    phone: input.phone,
    email: input.email ?? null,
    postcode: input.postcode ?? null,
    address: input.address,
    countryId: input.countryId,
    provinceId: input.provinceId,
    cityId: input.cityId,
    country: region.country.name,
    province: region.province?.name ?? '',
    city: region.city?.name ?? '',
  };
}

/** The buyer's addresses, the default first, then newest first. */
export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return findAddresses(db, userId);
}

/** How many addresses one buyer may keep (system parameter `address_max_count`). */
export async function addressLimit(db: DbOrTx): Promise<number> {
  const { address_max_count: value } = await sysparaValues(db, ['address_max_count']);
  const max = Number(value);
  return Number.isInteger(max) && max > 0 ? max : ADDRESS_LIMITS.defaultMaxCount;
}

/** Adds an address; the first one, or one sent with use=1, becomes the default. */
export async function addAddress(
  db: Db,
  userId: string,
  input: AddressAddParams,
  now: Date,
): Promise<AddressRow> {
  const values = await addressValues(input);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const count = await countAddresses(tx, userId);
    const max = await addressLimit(tx);
    if (count >= max) throw new AppError('ADDRESS_LIMIT_REACHED', { max });
    const isDefault = count === 0 || input.use === 1;
    if (isDefault) await clearDefault(tx, userId, now);
    return insertAddress(tx, userId, isDefault ? 1 : 0, values, now);
  });
}

/**
 * Replaces one of the buyer's addresses. use=1 makes it the default in place of the old one; the
 * default stays the default until another address takes its place (use=0 on it changes nothing),
 * so that checkout always has one to fall back on.
 */
export async function editAddress(
  db: Db,
  userId: string,
  input: AddressEditParams,
  now: Date,
): Promise<AddressRow> {
  const values = await addressValues(input);
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await findOwnAddress(tx, userId, input.id);
    if (!current) throw new AppError('COMMON_NOT_FOUND');
    const becomesDefault = input.use === 1 && current.use !== 1;
    if (becomesDefault) await clearDefault(tx, userId, now);
    return updateAddress(tx, current.id, becomesDefault || current.use === 1 ? 1 : 0, values, now);
  });
}

/** Deletes one of the buyer's addresses; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const removed = await deleteOwnAddress(tx, userId, id);
    if (!removed) throw new AppError('COMMON_NOT_FOUND');
    if (removed.use === 1) await promoteNewest(tx, userId, now);
  });
}

/**
 * The address an order ships to (order!submit): the one named, which must be the buyer's
 * (COMMON_NOT_FOUND otherwise), or the default when none is named (ADDRESS_REQUIRED when the buyer
 * has no address).
 */
export async function findAddressForOrder(
  db: DbOrTx,
  userId: string,
  addressId: string | undefined,
): Promise<AddressRow> {
  if (addressId !== undefined) {
    const row = await findOwnAddress(db, userId, addressId);
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    return row;
  }
  const row = await findDefaultAddress(db, userId);
  if (!row) throw new AppError('ADDRESS_REQUIRED');
  return row;
}
