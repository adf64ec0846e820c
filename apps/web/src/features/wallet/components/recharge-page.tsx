import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccounts, useThirdPartyCoins } from '../api/deposit';
import { BankDepositForm } from './bank-deposit-form';
import { CryptoDepositForm } from './crypto-deposit-form';
import { OnlineDepositForm } from './online-deposit-form';
import { WalletSubpage } from './wallet-parts';
import classes from './wallet.module.css';

type Method = 'crypto' | 'bank' | 'online';

/**
 * /userInfo/money-package/recharge: a deposit by cryptocurrency (coin first, then its network and
 * the platform's address), by bank transfer where finance has an account for it, or online through
 * a payment provider when one is offered.
 */
export function RechargePage() {
  const { t } = useTranslation('wallet');
  const [method, setMethod] = useState<Method>('crypto');
  const online = useThirdPartyCoins();
  const banks = useBankAccounts();
  // A bank transfer is offered only where finance has set up an account to send it to.
  const methods: Method[] = [
    'crypto',
    ...(banks.data?.length ? (['bank'] as const) : []),
    ...(online.data?.length ? (['online'] as const) : []),
  ];
  return (
    <WalletSubpage titleKey="recharge" lead={t('recharge.lead')} testId="page-recharge">
      <div className={classes.tabs} role="tablist" aria-label={t('recharge.method')}>
        {methods.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={method === key}
            aria-controls="recharge-panel"
            className={classes.tab}
            onClick={() => setMethod(key)}
            data-testid={`method-${key}`}
          >
            {t(`recharge.methods.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="recharge-panel">
        {method === 'crypto' && <CryptoDepositForm />}
        {method === 'bank' && banks.data?.length ? <BankDepositForm accounts={banks.data} /> : null}
        {method === 'online' && online.data?.[0] && <OnlineDepositForm coin={online.data[0]} />}
      </div>
    </WalletSubpage>
  );
}
