import type { AdminBankAccountVo } from '@caravan/contract';
import { Button, Modal, Skeleton, Switch, Table, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/states';
import { toast } from '../../../../lib/toast';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useSaveBankAccount } from '../api/save-bank-account';
import { ADMIN_NS } from '../../../../lib/i18n';
import { isRateText } from '../lib/channel-form';
import classes from '../../../components/admin-ui.module.css';
import catalog from '../../catalog/components/catalog.module.css';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import finance from './finance.module.css';

/** The form as typed: every field text (the switch aside), checked before it is sent. */
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

/** What is wrong with a draft, field by field, as the server would refuse it. */
export function checkBankAccount(draft: Draft): Partial<Record<Field, true>> {
  const trim = (text: string) => text.trim();
  const errors: Partial<Record<Field, true>> = {};
  if (!/^[A-Za-z]{3}$/.test(trim(draft.currency))) errors.currency = true;
  if (trim(draft.bankName).length < 2) errors.bankName = true;
  if (trim(draft.accountName).length < 2) errors.accountName = true;
  if (!/^[A-Za-z0-9 -]{4,40}$/.test(trim(draft.accountNumber).replace(/\s+/g, ' ')))
    errors.accountNumber = true;
  if (trim(draft.swiftCode) && !/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/.test(trim(draft.swiftCode)))
    errors.swiftCode = true;
  if (!/^[A-Za-z0-9]{2,12}$/.test(trim(draft.referencePrefix))) errors.referencePrefix = true;
  if (!isRateText(trim(draft.usdtPrice))) errors.usdtPrice = true;
  if (!/^\d{1,5}$/.test(trim(draft.sort)) || Number(draft.sort) > 10000) errors.sort = true;
  return errors;
}

function BankAccountModal({ account, onClose }: { account: AdminBankAccountVo | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  const save = useSaveBankAccount();
  const [draft, setDraft] = useState<Draft>(() =>
    account ? { ...account, swiftCode: account.swiftCode ?? '', sort: String(account.sort) } : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, true>>>({});
  const set = <K extends Field>(field: K, value: Draft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const error = (field: Field) => (errors[field] ? t(`finance.banks.errors.${field}`) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBankAccount(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const swiftCode = draft.swiftCode.trim();
    save.mutate(
      {
        currency: draft.currency.trim().toUpperCase(),
        bankName: draft.bankName.trim(),
        accountName: draft.accountName.trim(),
        accountNumber: draft.accountNumber.trim(),
        ...(swiftCode ? { swiftCode } : {}),
        referencePrefix: draft.referencePrefix.trim().toUpperCase(),
        usdtPrice: draft.usdtPrice.trim(),
        isOpen: draft.isOpen,
        sort: Number(draft.sort),
      },
      {
        onSuccess: (saved) => {
          toast.success(t('finance.banks.saved', { currency: saved.currency }));
          onClose();
        },
      },
    );
  };

  const text = (field: Exclude<Field, 'isOpen'>, extra: { wide?: boolean; hint?: boolean; max: number }) => (
    <TextInput
      className={extra.wide ? catalog.wide : undefined}
      label={t(`finance.banks.fields.${field}`)}
      description={extra.hint ? t(`finance.banks.hints.${field}`) : undefined}
      value={draft[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      error={error(field)}
      maxLength={extra.max}
      required={field !== 'swiftCode'}
      disabled={field === 'currency' && account !== null}
      dir={field === 'bankName' || field === 'accountName' ? 'auto' : 'ltr'}
      autoComplete="off"
      data-testid={`bank-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        account ? t('finance.banks.editTitle', { currency: account.currency }) : t('finance.banks.newTitle')
      }
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="bank-account-form">
        <div className={catalog.formGrid}>
          {text('currency', { hint: true, max: 3 })}
          {text('usdtPrice', { hint: true, max: 24 })}
          {text('bankName', { wide: true, max: 80 })}
          {text('accountName', { wide: true, max: 80 })}
          {text('accountNumber', { hint: true, max: 48 })}
          {text('swiftCode', { hint: true, max: 11 })}
          {text('referencePrefix', { hint: true, max: 12 })}
          {text('sort', { max: 5 })}
          <Switch
            className={catalog.switchCell}
            label={t('finance.banks.fields.isOpen')}
            description={t('finance.banks.hints.isOpen')}
            checked={draft.isOpen}
            onChange={(e) => set('isOpen', e.currentTarget.checked)}
          />
        </div>
        <div className={classes.modalActions}>
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="bank-save">
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
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
      {accounts.isError ? (
        <QueryError
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : accounts.isPending ? (
        <Skeleton height={120} radius="md" aria-hidden="true" />
      ) : accounts.data.length === 0 ? (
        <EmptyState>{t('finance.banks.empty')}</EmptyState>
      ) : (
        <div className={classes.tableWrap}>
          <Table verticalSpacing="sm" className={classes.table} highlightOnHover data-testid="bank-accounts">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column}>{t(`finance.banks.columns.${column}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((a) => (
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
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(a)}
                      aria-label={t('finance.banks.editNamed', { currency: a.currency })}
                    >
                      {t('finance.channels.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {editing && (
        <BankAccountModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}
