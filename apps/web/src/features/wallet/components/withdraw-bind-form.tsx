import { Button, TextInput } from '@mantine/core';
import {
  walletEndpoints,
  withdrawAddressPattern,
  withdrawNetworksOf,
  type WithdrawCoin,
} from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { SafewordInput } from '../../../components/account/safeword-input';
import { ApiError } from '../../../lib/api-error';
import { maxLengthOf, useContractForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useBindWithdrawAddress } from '../api/withdraw';
import { safewordProblem } from './withdraw-form-parts';
import { ChoiceChips } from './wallet-parts';
import classes from './wallet.module.css';

const BIND_PARAMS = walletEndpoints.bindWithdrawAddress.params;

/** "USDT · TRC20", "ETH · ERC20"; a coin that has its own network ("BTC") by itself. */
export const networkLabel = (coin: WithdrawCoin, network: string) =>
  coin === network ? coin : `${coin} · ${network}`;

/** The name an address's form goes by: USDT's network (TRC20 or ERC20), or the coin's own. */
function formatName(coin: WithdrawCoin, network: string): 'TRC20' | 'ERC20' | 'BTC' | 'ETH' {
  if (coin !== 'USDT') return coin;
  return network === 'ERC20' ? 'ERC20' : 'TRC20';
}

/**
 * A coin's one withdrawal address (spec §5: only one can be bound; one for each coin), after the
 * fund password. Its form is checked as typed; its checksum by the server.
 */
export function BindAddressForm({ coin }: { coin: WithdrawCoin }) {
  const { t } = useTranslation('wallet');
  const bind = useBindWithdrawAddress();
  const networks = withdrawNetworksOf(coin);
  const form = useContractForm({
    schema: BIND_PARAMS,
    initialValues: { network: networks[0] ?? '', address: '', safeword: '' },
    toParams: ({ network, address, safeword }) => ({ coin, blockchain_name: network, address, safeword }),
    fieldOf: { blockchain_name: 'network' },
    // An address's form is its network's, which the endpoint's schema leaves to the server.
    check: ({ network, address, safeword }) => ({
      address: withdrawAddressPattern(coin, network)?.test(address.trim()) ? undefined : { kind: 'invalid' },
      safeword: safewordProblem(safeword),
    }),
    message: (field, _problem, { network }) => {
      if (field === 'address') return t('withdraw.addressInvalid', { network: formatName(coin, network) });
      return field === 'safeword' ? t('withdraw.fundPasswordInvalid') : undefined;
    },
  });
  const { network } = form.values;

  const handleSubmit = form.onSubmit((params) =>
    bind.mutate(params, {
      onSuccess: () => toast.success(t('withdraw.bound')),
      onError: (error) => {
        form.setFieldValue('safeword', '');
        // Of the right form but not a real address: a character is wrong somewhere.
        if (error instanceof ApiError && error.key === 'WALLET_ADDRESS_INVALID') {
          form.setFieldError('address', t('withdraw.addressChecksum'));
        }
      },
    }),
  );

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="bind-address-form">
      <h2 className={classes.stepTitle}>{t('withdraw.bindTitle', { coin })}</h2>
      <p className={classes.hint}>{t('withdraw.bindLead')}</p>
      <ChoiceChips
        label={t('withdraw.network')}
        choices={networks.map((name) => ({
          value: name,
          label: networkLabel(coin, name),
          testId: `bind-network-${name}`,
        }))}
        value={network}
        onChange={(next) => form.setFieldValue('network', next)}
      />
      <TextInput
        label={t('withdraw.address')}
        description={t(`withdraw.addressFormat.${formatName(coin, network)}`)}
        {...form.getInputProps('address')}
        maxLength={maxLengthOf(BIND_PARAMS, 'address')}
        required
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        data-testid="bind-address"
      />
      <SafewordInput
        label={t('withdraw.fundPassword')}
        value={form.values.safeword}
        onChange={(value) => form.setFieldValue('safeword', value)}
        error={form.errorOf('safeword')}
      />
      <p className={classes.warning} role="note">
        {t('withdraw.bindWarning', { coin })}
      </p>
      <div className={classes.formActions}>
        <Button type="submit" loading={bind.isPending} data-testid="bind-submit">
          {t('withdraw.bindSubmit')}
        </Button>
      </div>
    </form>
  );
}
