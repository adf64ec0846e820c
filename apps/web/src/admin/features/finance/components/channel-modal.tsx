import { COIN_SYMBOLS, type AdminDepositChannelVo } from '@caravan/contract';
import { Button, Modal, Select, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useSaveDepositChannel } from '../api/save-deposit-channel';
import { ADMIN_NS } from '../../../../lib/i18n';
import {
  ADDRESS_MAX,
  checkChannel,
  draftOf,
  type ChannelDraft,
  type ChannelErrors,
  type ChannelProblem,
} from '../lib/channel-form';
import classes from '../../../components/admin-ui.module.css';
import catalog from '../../catalog/components/catalog.module.css';

type ChannelModalProps = { channel: AdminDepositChannelVo | null; onClose: () => void };

/** Adds a deposit channel or changes one: coin, network, address, bounds in the coin, open, order. */
export function ChannelModal({ channel, onClose }: ChannelModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  const save = useSaveDepositChannel();
  const [draft, setDraft] = useState<ChannelDraft>(() => draftOf(channel));
  const [errors, setErrors] = useState<ChannelErrors>({});

  const set = <K extends keyof ChannelDraft>(field: K, value: ChannelDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const problem = (p: ChannelProblem | undefined) => (p ? t(`finance.channels.errors.${p}`) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkChannel(draft, channel?.id);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    save.mutate(check.value, {
      onSuccess: (saved) => {
        toast.success(t('finance.channels.saved', { coin: saved.coin, network: saved.network }));
        onClose();
      },
    });
  };

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
            value={draft.coin}
            onChange={(value) => value && set('coin', value as ChannelDraft['coin'])}
            allowDeselect={false}
            data-testid="channel-coin"
          />
          <TextInput
            label={t('finance.channels.fields.network')}
            description={t('finance.channels.fields.networkHint')}
            value={draft.network}
            onChange={(e) => set('network', e.currentTarget.value)}
            error={problem(errors.network)}
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
            value={draft.address}
            onChange={(e) => set('address', e.currentTarget.value)}
            error={problem(errors.address)}
            maxLength={ADDRESS_MAX}
            required
            dir="ltr"
            autoComplete="off"
            data-testid="channel-address"
          />
          <TextInput
            label={t('finance.channels.fields.min')}
            value={draft.minAmount}
            onChange={(e) => set('minAmount', e.currentTarget.value)}
            error={problem(errors.minAmount)}
            inputMode="decimal"
            required
            dir="ltr"
            data-testid="channel-min"
          />
          <TextInput
            label={t('finance.channels.fields.max')}
            value={draft.maxAmount}
            onChange={(e) => set('maxAmount', e.currentTarget.value)}
            error={problem(errors.maxAmount)}
            inputMode="decimal"
            required
            dir="ltr"
            data-testid="channel-max"
          />
          <TextInput
            label={t('finance.channels.fields.sort')}
            description={t('finance.channels.fields.sortHint')}
            value={draft.sort}
            onChange={(e) => set('sort', e.currentTarget.value)}
            error={problem(errors.sort)}
            inputMode="numeric"
            dir="ltr"
          />
          <Switch
            className={catalog.switchCell}
            label={t('finance.channels.fields.open')}
            description={t('finance.channels.fields.openHint')}
            checked={draft.isOpen}
            onChange={(e) => set('isOpen', e.currentTarget.checked)}
          />
        </div>
        <p className={classes.note}>{t('finance.channels.boundsNote')}</p>
        <div className={classes.modalActions}>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="channel-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
