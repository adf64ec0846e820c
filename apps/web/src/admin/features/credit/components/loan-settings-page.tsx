import { Button, Checkbox, Skeleton, TextInput } from '@mantine/core';
import { creditEndpoints, type CreditProductVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { QueryError } from '../../../../components/ui/states';
import { useContractForm } from '../../../../lib/form';
import { ADMIN_NS } from '../../../../lib/i18n';
import { CURRENCY } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { useCreditProduct, useSaveCreditProduct } from '../api/credits';
import classes from './credit.module.css';
import ui from '../../../components/admin-ui.module.css';

type Values = {
  amountMin: string;
  amountMax: string;
  lendableDays: string;
  dailyRate: string;
  overdueRate: string;
  requireIdentity: boolean;
  requireGoodStanding: boolean;
};

function valuesOf(product: CreditProductVo): Values {
  return {
    amountMin: String(product.amountMin),
    amountMax: String(product.amountMax),
    lendableDays: product.lendableDays.join(', '),
    dailyRate: product.dailyRate,
    overdueRate: product.overdueRate,
    requireIdentity: product.requireIdentity,
    requireGoodStanding: product.requireGoodStanding,
  };
}

function SettingsForm({ product }: { product: CreditProductVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveCreditProduct();
  const form = useContractForm({
    schema: creditEndpoints.admin.saveProduct.params,
    initialValues: valuesOf(product),
    toParams: (v: Values) => ({
      ...v,
      requireIdentity: v.requireIdentity ? 1 : 0,
      requireGoodStanding: v.requireGoodStanding ? 1 : 0,
    }),
  });
  type Settings = Parameters<Parameters<typeof form.onSubmit>[0]>[0];
  // The settings as checked, held while the operator confirms them.
  const [confirming, setConfirming] = useState<Settings | null>(null);
  const submit = form.onSubmit((settings) => setConfirming(settings));
  const confirm = () => {
    if (!confirming) return;
    save.mutate(confirming, {
      onSuccess: (saved) => {
        toast.success(t('loanSettings.saved'));
        setConfirming(null);
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        form.resetDirty(valuesOf(saved));
      },
    });
  };

  // The loan's bounds (whole USDT) and its daily rates: each pair alike but for its field.
  const amountField = (field: 'amountMin' | 'amountMax', testId: string) => (
    <TextInput
      label={t(`loanSettings.${field}`)}
      inputMode="numeric"
      rightSection={CURRENCY}
      rightSectionWidth={56}
      {...form.getInputProps(field)}
      data-testid={testId}
    />
  );
  const rateField = (field: 'dailyRate' | 'overdueRate', testId: string) => (
    <TextInput
      label={t(`loanSettings.${field}`)}
      description={t('loanSettings.rateHint')}
      inputMode="decimal"
      {...form.getInputProps(field)}
      data-testid={testId}
    />
  );

  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid="loan-settings-form">
      {amountField('amountMin', 'loan-amount-min')}
      {amountField('amountMax', 'loan-amount-max')}
      <TextInput
        className={classes.formWide}
        label={t('loanSettings.terms')}
        description={t('loanSettings.termsHint')}
        {...form.getInputProps('lendableDays')}
        data-testid="loan-terms"
      />
      {rateField('dailyRate', 'loan-daily-rate')}
      {rateField('overdueRate', 'loan-overdue-rate')}
      <Checkbox
        className={classes.formWide}
        label={t('loanSettings.requireIdentity')}
        {...form.getInputProps('requireIdentity', { type: 'checkbox' })}
      />
      <Checkbox
        className={classes.formWide}
        label={t('loanSettings.requireGoodStanding')}
        {...form.getInputProps('requireGoodStanding', { type: 'checkbox' })}
      />
      <div className={classes.formFooter}>
        <span className={ui.cellSub}>
          {product.updatedBy ? (
            <>
              {t('loanSettings.updated', { user: product.updatedBy })} <DateTime value={product.updatedAt} />
            </>
          ) : null}
        </span>
        <Button type="submit" disabled={!form.isDirty()} data-testid="loan-settings-save">
          {t('loanSettings.save')}
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('loanSettings.confirmTitle')}
        confirmLabel={t('loanSettings.save')}
        loading={save.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        <p>{t('loanSettings.confirmBody')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** The loan on offer, as finance sets it: amounts, terms, rates and who qualifies; audited. */
export function LoanSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.loanSettings'));
  const product = useCreditProduct();
  return (
    <>
      <PageHeader title={t('nav.loanSettings')} description={t('loanSettings.intro')} />
      {product.isError ? (
        <QueryError query={product} title={t('loanSettings.failed')} />
      ) : product.isPending ? (
        <Skeleton height={320} maw={760} />
      ) : (
        <SettingsForm key={product.data.updatedAt} product={product.data} />
      )}
    </>
  );
}
