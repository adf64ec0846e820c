import { COIN_SYMBOLS, type AdminDepositChannelVo } from '@caravan/contract';
import { Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/form';
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
import grid from '../../../components/form-grid.module.css';
import { FormModal, useSaveAndClose } from '../../../components/form-modal';
import { SortInput } from '../../../components/sort-input';

/** The label (and test id) of each text field: the bounds are "min" and "max". */
const LABEL_OF = { network: 'network', address: 'address', minAmount: 'min', maxAmount: 'max' } as const;
type TextField = keyof typeof LABEL_OF;

type ChannelModalProps = { channel: AdminDepositChannelVo | null; onClose: () => void };

/** Adds a deposit channel or changes one: coin, network, address, bounds in the coin, open, order. */
export function ChannelModal({ channel, onClose }: ChannelModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveDepositChannel();
  // Checked with the server's own schema (AdminDepositChannelSaveParams): the bounds compared as decimals.
  const form = useContractForm({
    schema: ChannelParams,
    initialValues: draftOf(channel),
    toParams: (draft) => channelParams(draft, channel?.id),
    message: (field, problem) => t(`finance.channels.errors.${channelProblem(field, problem)}`),
  });

  const submit = useSaveAndClose(save, {
    saved: ({ coin, network }) => t('finance.channels.saved', { coin, network }),
    onClose,
  });

  // The channel's text fields: each required, typed left to right, never filled in by the browser.
  const text = (
    field: TextField,
    extra: { hint?: string; max?: number; wide?: boolean; amount?: boolean },
  ) => (
    <TextInput
      className={extra.wide ? grid.wide : undefined}
      label={t(`finance.channels.fields.${LABEL_OF[field]}`)}
      description={extra.hint}
      {...form.getInputProps(field)}
      maxLength={extra.max}
      inputMode={extra.amount ? 'decimal' : undefined}
      required
      dir="ltr"
      autoComplete="off"
      data-testid={`channel-${LABEL_OF[field]}`}
    />
  );

  return (
    <FormModal
      title={channel ? t('finance.channels.editTitle') : t('finance.channels.newTitle')}
      size="lg"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      className={classes.modalForm}
      testId="channel-form"
      pending={save.isPending}
      cancelDisabled={save.isPending}
      submitTestId="channel-save"
    >
      <div className={grid.formGrid}>
        <Select
          label={t('finance.channels.fields.coin')}
          data={COIN_SYMBOLS.map((coin) => ({ value: coin, label: coin }))}
          value={form.values.coin}
          onChange={(value) => value && form.setFieldValue('coin', value as ChannelDraft['coin'])}
          allowDeselect={false}
          data-testid="channel-coin"
        />
        {text('network', { hint: t('finance.channels.fields.networkHint'), max: 16 })}
        {text('address', { hint: t('finance.channels.fields.addressHint'), max: ADDRESS_MAX, wide: true })}
        {text('minAmount', { amount: true })}
        {text('maxAmount', { amount: true })}
        <SortInput
          label={t('finance.channels.fields.sort')}
          description={t('finance.channels.fields.sortHint')}
          {...form.getInputProps('sort')}
        />
        <Switch
          className={grid.switchCell}
          label={t('finance.channels.fields.open')}
          description={t('finance.channels.fields.openHint')}
          {...form.getInputProps('isOpen', { type: 'checkbox' })}
        />
      </div>
      <p className={classes.note}>{t('finance.channels.boundsNote')}</p>
    </FormModal>
  );
}
