import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { subpageClasses } from '../../../components/account/subpage';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBalance } from '../../../lib/wallet-balance';
import { DepositRecords, MoneyLogRecords, WithdrawalRecords } from './records';
import { WALLET_PATH } from '../../../lib/user-centre-paths';
import classes from './wallet.module.css';

const TABS = ['records', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

/** The balance with the ways to deposit and withdraw (also the seller panel’s finance page). */
export function BalanceCard() {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  const balance = useBalance();
  return (
    <section className={classes.balanceCard} aria-labelledby="wallet-balance-label">
      <div>
        <p className={classes.balanceLabel} id="wallet-balance-label">
          {t('balance')}
        </p>
        {balance.data ? (
          <p className={classes.balanceValue} data-testid="wallet-balance">
            <bdi>${formatAmount(balance.data.money, lang)}</bdi>
            <span className={classes.balanceUnit}>USDT</span>
          </p>
        ) : balance.isError ? (
          <QueryError query={balance} title={t('balanceFailed')} />
        ) : (
          <InlineLoader />
        )}
      </div>
      <div className={classes.balanceActions}>
        <Button
          component={Link}
          to={`${WALLET_PATH}/recharge`}
          color="yellow"
          c="dark"
          data-testid="go-deposit"
        >
          {t('actions.deposit')}
        </Button>
        <Button component={Link} to={`${WALLET_PATH}/withdraw`} variant="white" data-testid="go-withdraw">
          {t('actions.withdraw')}
        </Button>
      </div>
    </section>
  );
}

/** What the payment provider reported when it sent the buyer back (`payment=paid|failed`). */
function PaymentReturn({ outcome, orderNo }: { outcome: string; orderNo: string }) {
  const { t } = useTranslation('wallet');
  if (outcome !== 'paid' && outcome !== 'failed') return null;
  return (
    <p
      className={outcome === 'paid' ? classes.success : classes.error}
      role="status"
      data-testid="payment-return"
    >
      {t(outcome === 'paid' ? 'online.returnPaid' : 'online.returnFailed', { orderNo })}
    </p>
  );
}

/**
 * /userInfo/money-package: the balance, the ways to deposit and withdraw, and the records: every
 * movement of the wallet, the deposits (8 to a page) and the withdrawals, each with its state.
 */
export function MoneyPackagePage() {
  const { t } = useTranslation('wallet');
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  useDocumentTitle(tp('titles.moneyPackage'));
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '') ? (requested as Tab) : 'records';

  const choose = (next: Tab) => {
    const copy = new URLSearchParams(params);
    copy.set('tab', next);
    copy.delete('payment');
    copy.delete('order_no');
    setParams(copy, { replace: true });
  };

  return (
    <div className={classes.stack} data-testid="page-moneyPackage">
      <BalanceCard />
      <PaymentReturn outcome={params.get('payment') ?? ''} orderNo={params.get('order_no') ?? ''} />
      <section className={subpageClasses.panel}>
        <h1 className={subpageClasses.title}>{tp('titles.moneyPackage')}</h1>
        <div className={classes.tabs} role="tablist" aria-label={t('tabs.label')}>
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`wallet-tab-${key}`}
              aria-selected={tab === key}
              aria-controls="wallet-tab-panel"
              tabIndex={tab === key ? 0 : -1}
              className={classes.tab}
              onClick={() => choose(key)}
              onKeyDown={(event) => {
                const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
                if (!step) return;
                const dir = getComputedStyle(event.currentTarget).direction === 'rtl' ? -step : step;
                const next = TABS[(TABS.indexOf(key) + dir + TABS.length) % TABS.length] ?? key;
                choose(next);
                document.getElementById(`wallet-tab-${next}`)?.focus();
              }}
            >
              {t(`tabs.${key}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="wallet-tab-panel" aria-labelledby={`wallet-tab-${tab}`}>
          {tab === 'records' && <MoneyLogRecords />}
          {tab === 'deposits' && <DepositRecords />}
          {tab === 'withdrawals' && <WithdrawalRecords />}
        </div>
      </section>
    </div>
  );
}
