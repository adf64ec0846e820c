// Loans' public face: their routes, and the overdue sweep the scheduler runs.
export { registerCreditRoutes } from './credit.routes.js';
export { runCreditSweep } from './sweeps.js';
