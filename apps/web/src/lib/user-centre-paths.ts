// Pages of the user centre other pages send a buyer (or a seller: the wallet is shared) to.

export const WALLET_PATH = '/userInfo/money-package';
/** Where someone short of money deposits. */
export const DEPOSIT_PATH = `${WALLET_PATH}/recharge`;
/** Where a buyer takes money out of the wallet. */
export const WITHDRAW_PATH = `${WALLET_PATH}/withdraw`;
/** The buyer's orders (the user centre's orders tab). */
export const MY_ORDERS_PATH = '/userInfo/my-order?index=2';
/** Where the fund password is set (paying from the wallet and withdrawing need it). */
export const FUND_PASSWORD_PATH = '/userInfo/setup/transaction-password';

/**
 * The fund password page, returning to `back` (a path of this app, with its query) once the first
 * fund password is set: a payment that needed one goes on where it was (issue 51).
 */
export function fundPasswordPath(back: string): string {
  return `${FUND_PASSWORD_PATH}?back=${encodeURIComponent(back)}`;
}

/** The page to return to after setting the fund password: only a path of this app, never a URL. */
export function fundPasswordReturn(search: URLSearchParams): string | null {
  const back = search.get('back');
  return back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : null;
}

/** Becoming a seller: the shop application and where it stands. */
export const SELLER_APPLY_PATH = '/userInfo/seller-apply';

/** The seller panel's home, for users who own a shop (a seller is a user with a sellerId). */
export const SELLER_PANEL_PATH = '/seller';

/** The shop entry: the seller panel for an owner, becoming a seller for everyone else. */
export function shopEntry(hasShop: boolean) {
  return hasShop
    ? { to: SELLER_PANEL_PATH, key: 'entry.myShop' as const, testId: 'my-shop-link' }
    : { to: SELLER_APPLY_PATH, key: 'entry.becomeSeller' as const, testId: 'become-seller-link' };
}

/** Start-up loans: the offer (visitors see what it is), the application, and the borrower's loans. */
export const CREDIT_PATH = '/credit';
export const CREDIT_APPLICATION_PATH = '/credit/application';
export const MY_LOAN_PATH = '/credit/myLoan';

/** The application form filled from a failed loan, to correct and send again. */
export function reapplyPath(creditId: string): string {
  return `${CREDIT_APPLICATION_PATH}?creditId=${encodeURIComponent(creditId)}`;
}
