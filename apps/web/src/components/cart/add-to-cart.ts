import { firstAllowed, orderRoutes, type CartItemVo, type QuickOrderProblem } from '@caravan/contract';
import { callEndpoint } from '../../lib/api-client';
import { getToken } from '../../lib/auth';
import {
  addItem,
  cartIdentifier,
  clampQuantity,
  updateCart,
  type AddResult,
  type CartItem,
  type NewCartLine,
} from '../../lib/cart';
import { cachedCurrentUser, getLocalUser } from '../../lib/current-user';
import { i18next, type TKey } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { optionsText } from '../../lib/sku-options';
import { toast } from '../../lib/toast';
import { cartTermsOf, unitPriceFor } from '../../lib/wholesale';
import { saveCheckout } from './checkout-lines';

/** The signed-in buyer's user code (the cart's key), fetching the user when not cached yet. */
async function currentUsercode(): Promise<string | null> {
  const token = getToken();
  if (!token) return null;
  const cached = cachedCurrentUser();
  if (cached) return cached.usercode;
  try {
    const user = await queryClient.fetchQuery({
      queryKey: queryKeys.currentUser(token),
      queryFn: ({ signal }) => getLocalUser(signal),
    });
    return user.usercode;
  } catch {
    // The API client has said why (network, session gone).
    return null;
  }
}

const MESSAGES: Record<AddResult, { kind: 'success' | 'warning'; key: TKey<'cart'> }> = {
  added: { kind: 'success', key: 'toast.added' },
  duplicate: { kind: 'warning', key: 'toast.duplicate' },
  full: { kind: 'warning', key: 'toast.full' },
};

/**
 * Adds a line to the signed-in buyer's cart and says how it went: added, already in the cart
 * (spec §8; nothing changes), or the cart is full. Null when nobody is signed in.
 */
export async function addToCart(line: NewCartLine): Promise<AddResult | null> {
  const usercode = await currentUsercode();
  if (!usercode) return null;
  let result: AddResult = 'added';
  updateCart(usercode, (items) => {
    const next = addItem(items, line);
    result = next.result;
    return next.items;
  });
  const message = MESSAGES[result];
  toast[message.kind](i18next.t(message.key, { ns: 'cart' }));
  return result;
}

/** "Buy now": this one line goes straight to /settlement, leaving the cart as it is. */
export async function buyNow(line: NewCartLine, navigate: (to: string) => void): Promise<void> {
  const usercode = await currentUsercode();
  if (!usercode) return;
  const [item] = addItem([], line).items;
  if (!item) return;
  saveCheckout({ usercode, source: 'buy', lines: [item] });
  navigate('/settlement');
}

/** A line cart!addBatch checked and priced, as the cart keeps it: its count, its ladder and pack. */
export function cartLineOf(vo: CartItemVo): NewCartLine {
  return {
    id: vo.goodsId,
    skuId: vo.skuId === '-1' ? null : vo.skuId,
    name: vo.goodsName,
    checkAttrName: optionsText(vo),
    image: vo.goodsIcon,
    price: unitPriceFor(vo, firstAllowed(vo)),
    buyMin: firstAllowed(vo),
    count: vo.goodsNum,
    seller: { id: vo.sellerId, name: vo.sellerName },
    ...cartTermsOf(vo),
  };
}

/** Adds checked lines to a cart: more of a line already there, a new line while there is room. */
export function mergeLines(
  items: readonly CartItem[],
  lines: readonly NewCartLine[],
): { items: readonly CartItem[]; full: NewCartLine[] } {
  let next = items;
  const full: NewCartLine[] = [];
  for (const line of lines) {
    const Identifier = cartIdentifier(line.id, line.skuId);
    const at = next.findIndex((item) => item.Identifier === Identifier);
    const there = next[at];
    if (there) {
      const count = clampQuantity(there.count + (line.count ?? 1), there.buyMin);
      next = next.map((item, i) => (i === at ? { ...item, ...line, buyMin: there.buyMin, count } : item));
      continue;
    }
    const added = addItem(next, line);
    if (added.result === 'full') full.push(line);
    next = added.items;
  }
  return { items: next, full };
}

/** What a quick order did: the lines added to the cart, and each line refused with its reason. */
export type QuickOrderResult = { added: number; problems: QuickOrderProblem[]; full: number };

/**
 * Quick order and "buy again" (issue 53): the server checks and prices every line (cart!addBatch,
 * checkOnly: the cart is in this browser), the good ones go into the cart. Null when nobody is
 * signed in; a refusal of the whole request is thrown (the API client has said why).
 */
export async function addLinesToCart(
  input: { csv: string } | { lines: { item: string; quantity: number }[] },
): Promise<QuickOrderResult | null> {
  const usercode = await currentUsercode();
  if (!usercode) return null;
  const reply = await callEndpoint(orderRoutes.addBatchToCart, { ...input, checkOnly: 1 });
  let full: NewCartLine[] = [];
  updateCart(usercode, (items) => {
    const merged = mergeLines(items, reply.added.map(cartLineOf));
    full = merged.full;
    return merged.items;
  });
  return { added: reply.added.length - full.length, problems: reply.problems, full: full.length };
}
