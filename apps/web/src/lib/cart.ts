import { DEFAULT_MAX_BUY, MAX_CART_LINES } from '@caravan/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useToken } from './auth';
import { useCurrentUser } from './current-user';
import { STORAGE_KEYS, readStorage } from './storage';
import { readUserStorage, userStorageKey, writeUserStorage } from './user-storage';

// The desktop cart lives in this browser, per user code (contract §2.6, spec §3): the server only
// sees it when the buyer checks out, and it computes every price then.

/** A cart line (spec §3). `price` is the buyer's price when it was added, shown as an estimate. */
export type CartItem = {
  Identifier: string;
  id: string;
  skuId: string | null;
  name: string;
  checkAttrName: string;
  image: string | null;
  price: number;
  buyMin: number;
  count: number;
  seller: { id: string; name: string };
  checked: boolean;
  /**
   * The offer's price ladder as unit prices after any discount (ADR 037): a line costs the last
   * rung its count reaches, `price` below them all. Absent for a one-price offer.
   */
  tiers?: { minQty: number; price: number }[];
  /** Quantities are multiples of this (absent: 1). */
  packSize?: number;
};

/** What one unit of the line costs at its count: its rung of the ladder, else `price`. */
export function unitPriceOf(item: Pick<CartItem, 'price' | 'count' | 'tiers'>): number {
  let price = item.price;
  for (const rung of item.tiers ?? []) if (item.count >= rung.minQty) price = rung.price;
  return price;
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A stored ladder, or undefined when it is absent or not one (then the line has one price). */
function readTiers(value: unknown): CartItem['tiers'] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 5) return undefined;
  const tiers = value.map((r: unknown) => r as Record<string, unknown> | null);
  return tiers.every(
    (r) => r !== null && typeof r === 'object' && isWholeAtLeastOne(r.minQty) && isPrice(r.price),
  )
    ? tiers.map((r) => ({ minQty: r?.minQty as number, price: r?.price as number }))
    : undefined;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isWholeAtLeastOne = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1;

/**
 * A stored line as a cart line, with its fields alone, or undefined when it is not one. The cart
 * is read on every first screen (the header's count), so this is checked by hand rather than with a
 * schema, which would bring zod to every first screen.
 */
export function readCartItem(value: unknown): CartItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const line = value as Record<string, unknown>;
  const seller = line.seller as Record<string, unknown> | null | undefined;
  if (
    !isText(line.Identifier) ||
    line.Identifier === '' ||
    !isText(line.id) ||
    line.id === '' ||
    !isTextOrNull(line.skuId) ||
    !isText(line.name) ||
    !isText(line.checkAttrName) ||
    !isTextOrNull(line.image) ||
    typeof line.price !== 'number' ||
    !Number.isFinite(line.price) ||
    line.price < 0 ||
    !isWholeAtLeastOne(line.buyMin) ||
    !isWholeAtLeastOne(line.count) ||
    typeof seller !== 'object' ||
    seller === null ||
    !isText(seller.id) ||
    !isText(seller.name) ||
    typeof line.checked !== 'boolean'
  ) {
    return undefined;
  }
  const tiers = readTiers(line.tiers);
  return {
    Identifier: line.Identifier,
    id: line.id,
    skuId: line.skuId,
    name: line.name,
    checkAttrName: line.checkAttrName,
    image: line.image,
    price: line.price,
    buyMin: line.buyMin,
    count: line.count,
    seller: { id: seller.id, name: seller.name },
    checked: line.checked,
    ...(tiers ? { tiers } : {}),
    ...(isWholeAtLeastOne(line.packSize) ? { packSize: line.packSize } : {}),
  };
}

/** What a product page adds: the line without its cart state; quantity and minimum default to 1. */
export type NewCartLine = Omit<CartItem, 'Identifier' | 'checked' | 'count' | 'buyMin'> & {
  count?: number;
  buyMin?: number;
};

/** A line as a shop group lists it: its position in the cart, and its quantity as checkTotal. */
export type CartGroupLine = CartItem & { index: number; checkTotal: number };

/** The lines of one shop (spec §3): title, ticked Identifiers, all / some ticked, the lines. */
export type CartGroup = {
  sellerId: string;
  title: string;
  checkList: string[];
  checkAll: boolean;
  isIndeterminate: boolean;
  list: CartGroupLine[];
};

export type AddResult = 'added' | 'duplicate' | 'full';

/** The most of one product an order may hold: the syspara stored at start-up as maxBuy, else 500. */
export function maxPerOrder(): number {
  const stored = Number.parseInt(readStorage(STORAGE_KEYS.maxBuy) ?? '', 10);
  return Number.isInteger(stored) && stored > 0 ? stored : DEFAULT_MAX_BUY;
}

/** One line per listing and SKU. */
export function cartIdentifier(sellerGoodsId: string, skuId: string | null): string {
  return `${sellerGoodsId}_${skuId ?? '-1'}`;
}

/** The quantity range of a line (spec §5): from buyMin (at least 1) to maxBuy. */
export function quantityLimits(buyMin: number, maxBuy = maxPerOrder()): { min: number; max: number } {
  const min = Math.max(1, Math.floor(buyMin) || 1);
  return { min, max: Math.max(min, Math.floor(maxBuy)) };
}

/** A whole number within the line's range; anything unreadable becomes the minimum. */
export function clampQuantity(count: number, buyMin: number, maxBuy = maxPerOrder()): number {
  const { min, max } = quantityLimits(buyMin, maxBuy);
  if (!Number.isFinite(count)) return min;
  return Math.min(Math.max(Math.floor(count), min), max);
}

/** Adds a line, ticked; a listing and SKU already in the cart, or a full cart, changes nothing. */
export function addItem(
  items: readonly CartItem[],
  line: NewCartLine,
  maxBuy = maxPerOrder(),
): { items: readonly CartItem[]; result: AddResult } {
  const Identifier = cartIdentifier(line.id, line.skuId);
  if (items.some((item) => item.Identifier === Identifier)) return { items, result: 'duplicate' };
  if (items.length >= MAX_CART_LINES) return { items, result: 'full' };
  const buyMin = quantityLimits(line.buyMin ?? 1, maxBuy).min;
  const item: CartItem = {
    ...line,
    Identifier,
    buyMin,
    count: clampQuantity(line.count ?? 1, buyMin, maxBuy),
    checked: true,
  };
  return { items: [...items, item], result: 'added' };
}

function changeAt(items: readonly CartItem[], index: number, change: Partial<CartItem>): readonly CartItem[] {
  const item = items[index];
  if (!item) return items;
  return items.map((it, i) => (i === index ? { ...it, ...change } : it));
}

export function setItemCount(
  items: readonly CartItem[],
  index: number,
  count: number,
  maxBuy = maxPerOrder(),
): readonly CartItem[] {
  const item = items[index];
  return item ? changeAt(items, index, { count: clampQuantity(count, item.buyMin, maxBuy) }) : items;
}

export function setItemChecked(items: readonly CartItem[], index: number, checked: boolean) {
  return changeAt(items, index, { checked });
}

/** Ticks or unticks every line of one shop (the shop's check-all). */
export function setSellerChecked(items: readonly CartItem[], sellerId: string, checked: boolean) {
  return items.map((item) => (item.seller.id === sellerId ? { ...item, checked } : item));
}

export function setAllChecked(items: readonly CartItem[], checked: boolean) {
  return items.map((item) => ({ ...item, checked }));
}

/** Removes the line at a position (spec §4: deleting is by position). */
export function removeItemAt(items: readonly CartItem[], index: number): readonly CartItem[] {
  return index >= 0 && index < items.length ? items.filter((_, i) => i !== index) : items;
}

/**
 * Puts a removed line back where it was (the cart's "Undo"), unless the same product and option was
 * added again meanwhile.
 */
export function insertItemAt(items: readonly CartItem[], index: number, item: CartItem): readonly CartItem[] {
  if (items.some((other) => other.Identifier === item.Identifier)) return items;
  const at = Math.min(Math.max(index, 0), items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** Removes the lines that were paid for. */
export function removeIdentifiers(items: readonly CartItem[], identifiers: readonly string[]) {
  const paid = new Set(identifiers);
  return items.filter((item) => !paid.has(item.Identifier));
}

/** The lines by shop, shops in the order their first line was added. */
export function groupBySeller(items: readonly CartItem[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  items.forEach((item, index) => {
    let group = groups.get(item.seller.id);
    if (!group) {
      group = {
        sellerId: item.seller.id,
        title: item.seller.name,
        checkList: [],
        checkAll: false,
        isIndeterminate: false,
        list: [],
      };
      groups.set(item.seller.id, group);
    }
    group.list.push({ ...item, index, checkTotal: item.count });
    if (item.checked) group.checkList.push(item.Identifier);
  });
  return [...groups.values()].map((group) => ({
    ...group,
    checkAll: group.checkList.length === group.list.length,
    isIndeterminate: group.checkList.length > 0 && group.checkList.length < group.list.length,
  }));
}

/** The ticked lines with their quantities brought within today's limits, ready for checkout. */
export function checkedLines(items: readonly CartItem[], maxBuy = maxPerOrder()): CartItem[] {
  return items
    .filter((item) => item.checked)
    .map((item) => ({ ...item, count: clampQuantity(item.count, item.buyMin, maxBuy) }));
}

/** Reads a stored cart defensively: storage can be edited, and a bad line is dropped, not fatal. */
export function parseCart(raw: string | null): readonly CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.flatMap((entry) => {
      const item = readCartItem(entry);
      if (!item || seen.has(item.Identifier)) return [];
      seen.add(item.Identifier);
      return [item];
    });
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------- the store

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array for the same stored text.
const snapshots = new Map<string, { raw: string | null; items: readonly CartItem[] }>();
const NONE: readonly CartItem[] = [];

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed a cart (or cleared storage).
  if (event.key === null || event.key.startsWith(STORAGE_KEYS.shopCart)) emit();
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The stored cart of a user. */
export function readCart(usercode: string): readonly CartItem[] {
  const key = userStorageKey('ES_SHOP_CART', usercode);
  const raw = readUserStorage('ES_SHOP_CART', usercode);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.items;
  const items = parseCart(raw);
  snapshots.set(key, { raw, items });
  return items;
}

/** Applies a change to a user's cart and stores it. */
export function updateCart(usercode: string, change: (items: readonly CartItem[]) => readonly CartItem[]) {
  const before = readCart(usercode);
  const after = change(before);
  if (after === before) return;
  writeUserStorage('ES_SHOP_CART', usercode, JSON.stringify(after));
  emit();
}

/**
 * The signed-in buyer's cart. While a stored session's user is still loading the cart is not known
 * yet (`usercode` null): it shows nothing, so one user's lines never land in another's cart.
 */
export function useCart() {
  const token = useToken();
  const user = useCurrentUser();
  const usercode = token === null ? null : (user.data?.usercode ?? null);
  const items = useSyncExternalStore(
    subscribeCart,
    () => (usercode ? readCart(usercode) : NONE),
    () => NONE,
  );
  const update = useCallback(
    (change: (items: readonly CartItem[]) => readonly CartItem[]) => {
      if (usercode) updateCart(usercode, change);
    },
    [usercode],
  );
  return { usercode, items, update };
}
