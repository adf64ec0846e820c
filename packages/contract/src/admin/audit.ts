/**
 * Every action the server writes to the audit log, and every kind of record it names. The server's
 * recordAudit takes only these (so a new action cannot be written without being listed here), and
 * the console labels each one in every language (a web test checks the labels).
 */
export const AUDIT_ACTIONS = [
  'user.disable',
  'user.enable',
  'user.lock',
  'user.unlock',
  'operator.create',
  'operator.update',
  'syspara.update',
  'wallet.deposit.confirm',
  'wallet.deposit.reject',
  'wallet.withdrawal.pay',
  'wallet.withdrawal.reject',
  'wallet.withdrawal.reveal_bank',
  'wallet.channel.create',
  'wallet.channel.update',
  'wallet.rate.update',
  'wallet.bank_account.create',
  'wallet.bank_account.update',
  'order.ship',
  'order.refund_approve',
  'order.refund_refuse',
  'order.manual_refund',
  'catalog.goods.create',
  'catalog.goods.update',
  'catalog.goods.shelf',
  'catalog.offer.terms',
  'catalog.category.create',
  'catalog.category.update',
  'catalog.category.delete',
  'catalog.banner.create',
  'catalog.banner.update',
  'catalog.banner.delete',
  'credit.approve',
  'credit.reject',
  'credit.product.save',
  'seller.application.approve',
  'seller.application.reject',
  'support.release',
  'support.reassign',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit entry's target id points at. */
export const AUDIT_TARGETS = [
  'user',
  'operator',
  'syspara',
  'order',
  'deposit',
  'withdrawal',
  'deposit_channel',
  'coin_rate',
  'bank_account',
  'system_goods',
  'seller_goods',
  'category',
  'banner',
  'credit',
  'credit_product',
  'seller_application',
  'support_conversation',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];
