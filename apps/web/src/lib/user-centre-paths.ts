// Pages of the user centre other pages send a buyer (or a seller: the wallet is shared) to.

export const WALLET_PATH = '/userInfo/money-package';
/** Where someone short of money deposits. */
export const DEPOSIT_PATH = `${WALLET_PATH}/recharge`;
/** Where the fund password is set (paying from the wallet and withdrawing need it). */
export const FUND_PASSWORD_PATH = '/userInfo/setup/transaction-password';

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
