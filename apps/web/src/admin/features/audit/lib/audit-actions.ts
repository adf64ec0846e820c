/** The actions the server writes to the audit log today (apps/server modules/admin and wallet). */
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
  'wallet.channel.create',
  'wallet.channel.update',
  'wallet.rate.update',
  'wallet.bank_account.create',
  'wallet.bank_account.update',
  'order.ship',
  'order.refund_approve',
  'order.refund_refuse',
  'order.manual_refund',
] as const;

/** The translation key of an action's name; unknown (newer) actions show their code instead. */
export function auditActionKey(action: string): string {
  return `audit.actions.${action.replace(/[^a-zA-Z0-9]/g, '_')}`;
}
