import { walletEndpoints, type AdminCoinRateVo } from '@caravan/contract';
import { Modal, Skeleton, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useCoinRates } from '../api/list-coin-rates';
import { useSaveCoinRate } from '../api/save-coin-rate';
import { useContractForm } from '../../../../lib/form';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../../components/ui/states';
import finance from './finance.module.css';
import { ModalActions } from '../../../components/modal-actions';
import { RowAction } from '../../../components/row-action';

type RatedCoin = 'ETH' | 'BTC';

/** The USDT rates of ETH and BTC, which deposits in those coins are credited at when confirmed. */
export function CoinRatesSection() {
  const { t } = useTranslation(ADMIN_NS);
  const rates = useCoinRates();
  const [editing, setEditing] = useState<AdminCoinRateVo | null>(null);

  return (
    <section aria-labelledby="coin-rates-title">
      <div className={finance.sectionHead}>
        <div>
          <h2 id="coin-rates-title">{t('finance.rates.title')}</h2>
          <p>{t('finance.rates.intro')}</p>
        </div>
      </div>
      {rates.isError ? (
        <QueryError query={rates} />
      ) : rates.isPending ? (
        <div className={finance.rates} aria-hidden="true">
          {[0, 1].map((n) => (
            <Skeleton key={n} height={120} radius="md" />
          ))}
        </div>
      ) : (
        <ul className={finance.rates} data-testid="coin-rates">
          {rates.data
            .filter((rate) => rate.coin !== 'USDT')
            .map((rate) => (
              <li key={rate.coin} className={finance.rateCard} data-testid="coin-rate" data-coin={rate.coin}>
                <span className={finance.sub}>{t('finance.rates.per', { coin: rate.coin })}</span>
                <span className={finance.rateValue} dir="ltr">
                  {rate.rate ? `${rate.rate} USDT` : t('finance.rates.notSet')}
                </span>
                <span className={finance.rateFoot}>
                  <span className={finance.sub}>
                    {t('finance.rates.updated')} <DateTime value={rate.updateTime} />
                  </span>
                  <RowAction
                    size="xs"
                    variant="light"
                    label={t('finance.rates.edit')}
                    subject={rate.coin}
                    onClick={() => setEditing(rate)}
                  />
                </span>
              </li>
            ))}
        </ul>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('finance.rates.editTitle', { coin: editing.coin }) : ''}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && editing.coin !== 'USDT' && (
          <RateForm coin={editing.coin} current={editing.rate ?? ''} onClose={() => setEditing(null)} />
        )}
      </Modal>
    </section>
  );
}

function RateForm({ coin, current, onClose }: { coin: RatedCoin; current: string; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveCoinRate();
  // Above zero with at most 8 decimals (AdminCoinRateSaveParams).
  const form = useContractForm({
    schema: walletEndpoints.admin.saveCoinRate.params,
    initialValues: { coin, rate: current },
    message: () => t('finance.rates.invalid'),
  });

  const handleSubmit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t('finance.rates.saved', { coin }));
        onClose();
      },
    }),
  );

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="rate-form">
      <div className={classes.consequence}>
        <p>{t('finance.rates.consequence', { coin })}</p>
      </div>
      <TextInput
        label={t('finance.rates.label', { coin })}
        description={t('finance.rates.hint')}
        {...form.getInputProps('rate')}
        inputMode="decimal"
        rightSection={<span className={finance.sub}>USDT</span>}
        rightSectionWidth={56}
        required
        dir="ltr"
        data-autofocus
        data-testid="rate-input"
      />
      <ModalActions
        onCancel={onClose}
        pending={save.isPending}
        cancelDisabled={save.isPending}
        submitLabel={t('common.save')}
        submitTestId="rate-save"
      />
    </form>
  );
}
