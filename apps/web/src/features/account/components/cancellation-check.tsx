import { Button, Checkbox } from '@mantine/core';
import type { CancelBlocker, CancelCheckVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { useLanguage, type KeyPart } from '../../../lib/i18n';
import { CURRENCY, formatAmount } from '../../../lib/money';
import { MY_LOAN_PATH, MY_ORDERS_PATH, WALLET_PATH, WITHDRAW_PATH } from '../../../lib/user-centre-paths';
import type { useCancelCheck } from '../api/get-cancel-check';
import classes from './account-cancellation.module.css';

type Step = { to: string; label: KeyPart<'account', 'cancel.next.'> };

/** Where to go about each thing that keeps the account open, and the link's words. */
export const NEXT_STEP: Record<CancelBlocker, Step> = {
  AUTH_CANCEL_LOAN_OPEN: { to: MY_LOAN_PATH, label: 'loan' },
  AUTH_CANCEL_ORDER_OPEN: { to: MY_ORDERS_PATH, label: 'orders' },
  AUTH_CANCEL_DEPOSIT_PENDING: { to: WALLET_PATH, label: 'wallet' },
  AUTH_CANCEL_WITHDRAWAL_PENDING: { to: WALLET_PATH, label: 'wallet' },
  AUTH_CANCEL_BALANCE_REMAINS: { to: WITHDRAW_PATH, label: 'withdraw' },
};

/** An amount as the page writes it: "9.50 USDT" in the reader's digits. */
export function useUsdt(): (value: number) => string {
  const lang = useLanguage();
  return (value) => `${formatAmount(value, lang)} ${CURRENCY}`;
}

/** Whether the account may be closed as things stand (what user!logoff would say, but the password). */
export function isClosable(check: CancelCheckVo | undefined, forfeit: boolean): boolean {
  return check !== undefined && check.blockers.length === 0 && (!check.forfeitRequired || forfeit);
}

interface Props {
  query: ReturnType<typeof useCancelCheck>;
  forfeit: boolean;
  onForfeit: (forfeit: boolean) => void;
  /** The checkbox's error, once the user tried to go on without it. */
  forfeitError: string | undefined;
}

/**
 * What stands in the way of closing the account, read before the password is asked for: the
 * balance, each thing to do first with a link to where it is done, and, for a balance below the
 * withdrawal minimum (which cannot be withdrawn), the box by which the user gives it up.
 */
export function CancellationCheck({ query, forfeit, onForfeit, forfeitError }: Props) {
  const { t } = useTranslation('account');
  const usdt = useUsdt();
  if (query.isPending) {
    return (
      <section className={classes.check} aria-busy="true" data-testid="cancel-check">
        <InlineLoader label={t('cancel.check.loading')} />
      </section>
    );
  }
  if (query.isError) return <QueryError query={query} title={t('cancel.check.failed')} />;
  const check = query.data;
  const blocked = check.blockers.length > 0;
  return (
    <section
      className={classes.check}
      aria-labelledby="cancel-check-title"
      data-testid="cancel-check"
      data-state={blocked ? 'blocked' : 'ready'}
    >
      <h2 id="cancel-check-title" className={classes.rulesTitle}>
        {t('cancel.check.title')}
      </h2>
      <p className={classes.balance} data-testid="cancel-balance">
        {t('cancel.check.balance', { amount: usdt(check.balance) })}
      </p>
      {blocked ? (
        <>
          <p className={classes.checkLead}>{t('cancel.check.blocked')}</p>
          <ul className={classes.blockers}>
            {check.blockers.map((key) => (
              <li key={key} className={classes.blocker} data-testid="cancel-blocker" data-key={key}>
                <span>
                  {t(`cancel.check.blockers.${key}`, {
                    amount: usdt(check.balance),
                    min: usdt(check.withdrawMin),
                  })}
                </span>
                <Button component={Link} to={NEXT_STEP[key].to} size="xs" variant="default">
                  {t(`cancel.next.${NEXT_STEP[key].label}`)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={classes.checkLead} data-testid="cancel-ready">
          {t('cancel.check.ready')}
        </p>
      )}
      {check.forfeitRequired && (
        <div className={classes.forfeit}>
          <p className={classes.checkLead}>
            {t('cancel.check.belowMin', { amount: usdt(check.balance), min: usdt(check.withdrawMin) })}
          </p>
          <Checkbox
            checked={forfeit}
            onChange={(event) => onForfeit(event.currentTarget.checked)}
            label={t('cancel.check.forfeit', { amount: usdt(check.balance) })}
            error={forfeitError}
            required
            data-testid="cancel-forfeit"
          />
        </div>
      )}
    </section>
  );
}
