// Pages of the user centre other pages send a buyer (or a seller: the wallet is shared) to.

export const WALLET_PATH = '/userInfo/money-package';
/** Where someone short of money deposits. */
export const DEPOSIT_PATH = `${WALLET_PATH}/recharge`;
/** Where the fund password is set (paying from the wallet and withdrawing need it). */
export const FUND_PASSWORD_PATH = '/userInfo/setup/transaction-password';
