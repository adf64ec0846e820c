import {
  WITHDRAW_COINS,
  type EndpointReply,
  type walletEndpoints,
  type WithdrawCoin,
} from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { useCurrentUser } from '../../../lib/current-user';
import { FUND_PASSWORD_PATH } from '../../../lib/user-centre-paths';
import { useWithdrawForm } from '../api/withdraw';
import { ChoiceStep } from './deposit-form-parts';
import { BankWithdrawForm } from './withdraw-bank-form';
import { BindAddressForm } from './withdraw-bind-form';
import { CryptoWithdrawForm } from './withdraw-crypto-form';
import { WithdrawRulesGate } from './withdraw-form-parts';
import { WalletSubpage } from './wallet-parts';
import classes from './wallet.module.css';

/** Where a withdrawal goes: one of the coins' bound addresses, or a bank account. */
type Method = WithdrawCoin | 'bank';

type FormData = EndpointReply<typeof walletEndpoints.openWithdrawForm>;

/** The chosen method's form: a coin's (binding its address first) or the bank account's. */
function MethodForm({ method, form }: { method: Method; form: FormData }) {
  if (method === 'bank') {
    return (
      <WithdrawRulesGate coin="USDT">
        {(rules) => <BankWithdrawForm sessionToken={form.session_token} {...rules} />}
      </WithdrawRulesGate>
    );
  }
  const bound = form.addresses.find((a) => a.coin === method);
  if (!bound) return <BindAddressForm key={method} coin={method} />;
  return (
    <WithdrawRulesGate coin={method}>
      {(rules) => (
        <CryptoWithdrawForm
          key={method}
          coin={method}
          sessionToken={form.session_token}
          address={bound.address}
          network={bound.blockchain_name}
          {...rules}
        />
      )}
    </WithdrawRulesGate>
  );
}

/**
 * /userInfo/money-package/withdraw (and /wap/…): the buyer picks where the money goes (USDT, BTC
 * or ETH to that coin's one bound address, bound here first, or a bank account) and withdraws from
 * the USDT balance; the amount is held until finance pays or rejects it.
 */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const form = useWithdrawForm();
  const [method, setMethod] = useState<Method>('USDT');

  let body;
  if (user.data && user.data.safeword !== 1) {
    body = (
      <div className={classes.notice} data-testid="fund-password-needed">
        <p className={classes.warning}>{t('withdraw.needFundPassword')}</p>
        <Link to={FUND_PASSWORD_PATH}>{t('withdraw.setFundPassword')}</Link>
      </div>
    );
  } else if (!form.data) {
    body = form.isError ? <QueryError query={form} title={t('withdraw.loadFailed')} /> : <InlineLoader />;
  } else {
    body = (
      <>
        <ChoiceStep
          title={t('withdraw.method')}
          choices={[
            ...WITHDRAW_COINS.map((coin) => ({
              value: coin,
              label: coin,
              testId: `withdraw-method-${coin}`,
            })),
            { value: 'bank' as const, label: t('withdraw.bankMethod'), testId: 'withdraw-method-bank' },
          ]}
          value={method}
          onChange={setMethod}
        />
        <MethodForm method={method} form={form.data} />
      </>
    );
  }
  return (
    <WalletSubpage titleKey="withdraw" lead={t('withdraw.lead')} testId="page-withdraw">
      {body}
    </WalletSubpage>
  );
}
