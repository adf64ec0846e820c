export * from './account.js';
export * from './catalog.js';
export * from './system.js';
export * from './audit.js';
export * from './engagement.js';
export * from './wallet.js';
export * from './orders.js';
