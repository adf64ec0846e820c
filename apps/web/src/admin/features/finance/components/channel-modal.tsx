import { COIN_SYMBOLS, type AdminDepositChannelVo } from '@caravan/contract';
import { Modal, Select, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSaveDepositChannel } from '../api/save-deposit-channel';
import { ADMIN_NS } from '../../../../lib/i18n';
import {
  ADDRESS_MAX,
  ChannelParams,
  channelParams,
  channelProblem,
  draftOf,
  type ChannelDraft,
} from '../lib/channel-form';
import classes from '../../../components/admin-ui.module.css';
import catalog from '../../catalog/components/catalog.module.css';
import { ModalActions } from '../../../components/modal-actions';

type ChannelModalProps = { channel: AdminDepositChannelVo | null; onClose: () => void };

/** Adds a deposit channel or changes one: coin, network, address, bounds in the coin, open, order. */
export function ChannelModal({ channel, onClose }: ChannelModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  const save = useSaveDepositChannel();
  // Checked with the server's own schema (AdminDepositChannelSaveParams): the bounds compared as decimals.
  const form = useContractForm({
    schema: ChannelParams,
    initialValues: draftOf(channel),
    toParams: (draft) => channelParams(draft, channel?.id),
    message: (field, problem) => t(`finance.channels.errors.${channelProblem(field, problem)}`),
  });

  const handleSubmit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(t('finance.channels.saved', { coin: saved.coin, network: saved.network }));
        onClose();
      },
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={channel ? t('finance.channels.editTitle') : t('finance.channels.newTitle')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="channel-form">
        <div className={catalog.formGrid}>
          <Select
            label={t('finance.channels.fields.coin')}
            data={COIN_SYMBOLS.map((coin) => ({ value: coin, label: coin }))}
            value={form.values.coin}
            onChange={(value) => value && form.setFieldValue('coin', value as ChannelDraft['coin'])}
            allowDeselect={false}
            data-testid="channel-coin"
          />
          <TextInput
            label={t('finance.channels.fields.network')}
            description={t('finance.channels.fields.networkHint')}
            {...form.getInputProps('network')}
            maxLength={16}
            required
            dir="ltr"
            autoComplete="off"
            data-testid="channel-network"
          />
          <TextInput
            className={catalog.wide}
            label={t('finance.channels.fields.address')}
            description={t('finance.channels.fields.addressHint')}
            {...form.getInputProps('address')}
            maxLength={ADDRESS_MAX}
            required
            dir="ltr"
            autoComplete="off"
            data-testid="channel-address"
          />
          <TextInput
            label={t('finance.channels.fields.min')}
            {...form.getInputProps('minAmount')}
            inputMode="decimal"
            required
            dir="ltr"
            data-testid="channel-min"
          />
          <TextInput
            label={t('finance.channels.fields.max')}
            {...form.getInputProps('maxAmount')}
            inputMode="decimal"
            required
            dir="ltr"
            data-testid="channel-max"
          />
          <TextInput
            label={t('finance.channels.fields.sort')}
            description={t('finance.channels.fields.sortHint')}
            {...form.getInputProps('sort')}
            inputMode="numeric"
            dir="ltr"
          />
          <Switch
            className={catalog.switchCell}
            label={t('finance.channels.fields.open')}
            description={t('finance.channels.fields.openHint')}
            {...form.getInputProps('isOpen', { type: 'checkbox' })}
          />
        </div>
        <p className={classes.note}>{t('finance.channels.boundsNote')}</p>
        <ModalActions
          onCancel={onClose}
          pending={save.isPending}
          cancelDisabled={save.isPending}
          submitLabel={t('common.save')}
          submitTestId="channel-save"
        />
      </form>
    </Modal>
  );
}
