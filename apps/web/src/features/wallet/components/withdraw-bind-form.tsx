import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Modal, TextInput } from '@mantine/core';
import {
  ETHEREUM_NETWORK,
  ethereumAddressProblem,
  walletEndpoints,
  withdrawAddressPattern,
  withdrawNetworksOf,
  type WithdrawCoin,
} from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

/** Whether an address typed for a network is an Ethereum one without an EIP-55 checksum. */
const hasNoChecksum = (network: string, address: string) =>
  network === ETHEREUM_NETWORK && ethereumAddressProblem(address.trim()) === 'noChecksum';

/**
 * A coin's one withdrawal address (spec §5: only one can be bound; one for each coin), after the
 * fund password. Its form and, for an Ethereum address, its EIP-55 checksum are checked as typed
 * (the contract's rule); other networks' checksums by the server. An Ethereum address without a
 * checksum is sent only once the user has confirmed the warning about it, for that very address.
 * Binding cannot be undone, so the address is shown whole for a last check before it is sent.
 */
export function BindAddressForm({ coin }: { coin: WithdrawCoin }) {
  const { t } = useTranslation('wallet');
  const bind = useBindWithdrawAddress();
  const networks = withdrawNetworksOf(coin);
  const form = useContractForm({
    schema: BIND_PARAMS,
    initialValues: { network: networks[0] ?? '', address: '', safeword: '', confirmedAddress: '' },
    toParams: ({ network, address, safeword, confirmedAddress }) => ({
      coin,
      blockchain_name: network,
      address,
      safeword,
      confirmNoChecksum: confirmedAddress !== '' && confirmedAddress === address.trim(),
    }),
    fieldOf: { blockchain_name: 'network' },
    // An address's form is its network's, which the endpoint's schema leaves to the server.
    check: ({ network, address, safeword }) => ({
      address: withdrawAddressPattern(coin, network)?.test(address.trim()) ? undefined : { kind: 'invalid' },
      safeword: safewordProblem(safeword),
    }),
    message: (field, problem, { network }) => {
      if (field === 'safeword') return t('withdraw.fundPasswordInvalid');
      if (field !== 'address') return undefined;
      if (problem.error === 'WALLET_ADDRESS_NO_CHECKSUM') return t('withdraw.noChecksumConfirmFirst');
      if (problem.error === 'WALLET_ADDRESS_CHECKSUM_WRONG') return t('withdraw.addressChecksum');
      // The zero address: the contract's own words for it.
      if (problem.error) return undefined;
      return t('withdraw.addressInvalid', { network: formatName(coin, network) });
    },
  });
  const { network, address, confirmedAddress } = form.values;
  const noChecksum = hasNoChecksum(network, address);

  // The checked params waiting for the user's last look at the address.
  const [checking, setChecking] = useState<z.output<typeof BIND_PARAMS> | null>(null);
  const handleSubmit = form.onSubmit((params) => setChecking(params));
  const send = (params: z.output<typeof BIND_PARAMS>) =>
    bind.mutate(params, {
      onSuccess: () => {
        setChecking(null);
        toast.success(t('withdraw.bound'));
      },
      onError: (error) => {
        form.setFieldValue('safeword', '');
        // Of the right form but not a real address: a character is wrong somewhere.
        setChecking(null);
        if (error instanceof ApiError && error.key === 'WALLET_ADDRESS_INVALID') {
          form.setFieldError('address', t('withdraw.addressChecksum'));
        }
      },
    });

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
      {noChecksum && (
        <div className={classes.confirmNote} role="alert" data-testid="bind-no-checksum">
          <strong>{t('withdraw.noChecksumTitle')}</strong>
          <p>{t('withdraw.noChecksumWarning')}</p>
          <Checkbox
            label={t('withdraw.noChecksumConfirm')}
            checked={confirmedAddress !== '' && confirmedAddress === address.trim()}
            onChange={(event) =>
              form.setFieldValue('confirmedAddress', event.currentTarget.checked ? address.trim() : '')
            }
            data-testid="bind-confirm-no-checksum"
          />
        </div>
      )}
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
      <Modal
        opened={checking !== null}
        onClose={() => setChecking(null)}
        title={t('withdraw.bindCheckTitle', { coin })}
        centered
        closeButtonProps={{ 'aria-label': t('withdraw.bindCheckBack') }}
      >
        {checking && (
          <div className={classes.form} data-testid="bind-check">
            <p>{t('withdraw.bindCheckBody')}</p>
            <p className={classes.hint}>{networkLabel(coin, checking.blockchain_name)}</p>
            <p className={classes.mono} dir="ltr" data-testid="bind-check-address">
              {checking.address ?? ''}
            </p>
            <div className={classes.formActions}>
              <Button variant="default" onClick={() => setChecking(null)} disabled={bind.isPending}>
                {t('withdraw.bindCheckBack')}
              </Button>
              <Button
                onClick={() => send(checking)}
                loading={bind.isPending}
                data-testid="bind-check-confirm"
              >
                {t('withdraw.bindCheckConfirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </form>
  );
}
