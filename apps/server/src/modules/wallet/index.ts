// The wallet's public face for other modules: the ledger, through which every money movement is
// posted (ADR 009).
export { post, transfer, type Posting } from './ledger.js';
export { usdtBalance } from './wallet.service.js';
