// Loans' public face: their routes, the overdue sweep the scheduler runs, and whether a loan is
// open (it refuses an account's cancellation).
export { hasOpenLoan } from './credit.repository.js';
export { registerCreditRoutes } from './credit.routes.js';
export { runCreditSweep } from './sweeps.js';
