import { walletEndpoints, type AdminBankAccountVo } from '@caravan/contract';
import { Button, Switch, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useSaveBankAccount } from '../api/save-bank-account';
import { maxLengthOf, useContractForm } from '../../../../lib/form';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { ListTable } from '../../../components/list-table';
import grid from '../../../components/form-grid.module.css';
import { DateTime } from '../../../components/date-time';
import finance from './finance.module.css';
import { FormModal, useSaveAndClose } from '../../../components/form-modal';
import { RowAction } from '../../../components/row-action';

/**
 * The form as typed: every field text (the switch aside), checked before it is sent with the
 * server's own schema (AdminBankAccountSaveParams).
 */
type Draft = {
  currency: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  swiftCode: string;
  referencePrefix: string;
  usdtPrice: string;
  isOpen: boolean;
  sort: string;
};
type Field = keyof Draft;
type TextField = Exclude<Field, 'isOpen'>;

const BankAccountParams = walletEndpoints.admin.saveBankAccount.params;

const EMPTY: Draft = {
  currency: '',
  bankName: '',
  accountName: '',
  accountNumber: '',
  swiftCode: '',
  referencePrefix: 'CRV',
  usdtPrice: '',
  isOpen: true,
  sort: '0',
};

function BankAccountModal({ account, onClose }: { account: AdminBankAccountVo | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveBankAccount();
  const form = useContractForm({
    schema: BankAccountParams,
    initialValues: account
      ? {
          currency: account.currency,
          bankName: account.bankName,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
          swiftCode: account.swiftCode ?? '',
          referencePrefix: account.referencePrefix,
          usdtPrice: account.usdtPrice,
          isOpen: account.isOpen,
          sort: String(account.sort),
        }
      : EMPTY,
    message: (field) => t(`finance.banks.errors.${field as TextField}`),
  });

  // What is sent is the schema's output: trimmed, codes upper-cased, no empty SWIFT code.
  const submit = useSaveAndClose(save, {
    saved: ({ currency }) => t('finance.banks.saved', { currency }),
    onClose,
  });

  // Fields whose schema is a pattern say how many characters to allow; the others' is the schema's.
  const text = (field: TextField, extra: { wide?: boolean; hint?: string; max?: number }) => (
    <TextInput
      className={extra.wide ? grid.wide : undefined}
      label={t(`finance.banks.fields.${field}`)}
      description={extra.hint}
      {...form.getInputProps(field)}
      maxLength={extra.max ?? maxLengthOf(BankAccountParams, field)}
      required={field !== 'swiftCode'}
      disabled={field === 'currency' && account !== null}
      dir={field === 'bankName' || field === 'accountName' ? 'auto' : 'ltr'}
      autoComplete="off"
      data-testid={`bank-${field}`}
    />
  );

  return (
    <FormModal
      title={
        account ? t('finance.banks.editTitle', { currency: account.currency }) : t('finance.banks.newTitle')
      }
      size="lg"
      onClose={onClose}
      onSubmit={form.onSubmit(submit)}
      className={classes.modalForm}
      testId="bank-account-form"
      pending={save.isPending}
      cancelDisabled={save.isPending}
      submitTestId="bank-save"
    >
      <div className={grid.formGrid}>
        {text('currency', { hint: t('finance.banks.hints.currency'), max: 3 })}
        {text('usdtPrice', { hint: t('finance.banks.hints.usdtPrice'), max: 24 })}
        {text('bankName', { wide: true })}
        {text('accountName', { wide: true })}
        {text('accountNumber', { hint: t('finance.banks.hints.accountNumber'), max: 48 })}
        {text('swiftCode', { hint: t('finance.banks.hints.swiftCode'), max: 11 })}
        {text('referencePrefix', { hint: t('finance.banks.hints.referencePrefix'), max: 12 })}
        {text('sort', { max: 5 })}
        <Switch
          className={grid.switchCell}
          label={t('finance.banks.fields.isOpen')}
          description={t('finance.banks.hints.isOpen')}
          {...form.getInputProps('isOpen', { type: 'checkbox' })}
        />
      </div>
    </FormModal>
  );
}

const COLUMNS = ['currency', 'bank', 'account', 'reference', 'price', 'open', 'updated', 'actions'] as const;

/**
 * The accounts buyers send bank transfers to, one per currency: without an open one, buyers are
 * not offered bank deposits at all.
 */
export function BankAccountsSection() {
  const { t } = useTranslation(ADMIN_NS);
  const accounts = useBankAccounts();
  const [editing, setEditing] = useState<AdminBankAccountVo | 'new' | null>(null);

  return (
    <section aria-labelledby="bank-accounts-title">
      <div className={finance.sectionHead}>
        <div>
          <h2 id="bank-accounts-title">{t('finance.banks.title')}</h2>
          <p>{t('finance.banks.intro')}</p>
        </div>
        <Button variant="light" onClick={() => setEditing('new')} data-testid="bank-account-new">
          {t('finance.banks.new')}
        </Button>
      </div>
      <ListTable
        label={t('finance.banks.title')}
        list={accounts}
        columns={COLUMNS}
        heading={(column) => t(`finance.banks.columns.${column}`)}
        renderRow={(a) => (
          <Table.Tr key={a.currency} data-testid="bank-account-row">
            <Table.Td>
              <strong dir="ltr">{a.currency}</strong>
            </Table.Td>
            <Table.Td>
              <span className={finance.stack}>
                <span dir="auto">{a.bankName}</span>
                <span className={finance.sub} dir="auto">
                  {a.accountName}
                </span>
              </span>
            </Table.Td>
            <Table.Td>
              <span className={finance.stack}>
                <span className={classes.mono} dir="ltr">
                  {a.accountNumber}
                </span>
                {a.swiftCode && (
                  <span className={finance.sub} dir="ltr">
                    {a.swiftCode}
                  </span>
                )}
              </span>
            </Table.Td>
            <Table.Td className={classes.mono}>
              <span dir="ltr">{a.referencePrefix}-…</span>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <span dir="ltr">
                1 USDT = {a.usdtPrice} {a.currency}
              </span>
            </Table.Td>
            <Table.Td>{a.isOpen ? t('finance.channels.open') : t('finance.channels.closed')}</Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={a.updateTime} />
            </Table.Td>
            <Table.Td>
              <RowAction
                size="xs"
                variant="light"
                label={t('finance.banks.edit')}
                subject={a.currency}
                onClick={() => setEditing(a)}
              />
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('finance.banks.empty')}
        skeletonHeight={120}
        testId="bank-accounts"
      />
      {editing && (
        <BankAccountModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
