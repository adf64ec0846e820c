import { getToken } from '../../lib/auth';
import { addItem, updateCart, type AddResult, type NewCartLine } from '../../lib/cart';
import { cachedCurrentUser, getLocalUser } from '../../lib/current-user';
import { i18next, type TKey } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
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
