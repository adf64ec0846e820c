// The wallet's public face for other modules: the ledger, through which every money movement is
// posted (ADR 009), and what of the wallet refuses an account's cancellation or is given up in it
// (ADR 025).
export { post, transfer, type Posting } from './ledger.js';
export { closingWallet } from './commands/forfeit-balance.js';
export { hasPendingDeposit, hasPendingWithdrawal, usdtBalance } from './wallet.service.js';
