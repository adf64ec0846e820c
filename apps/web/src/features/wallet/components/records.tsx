import {
  MONEY_LOG_TYPES,
  SELLER_MONEY_LOG_TYPES,
  type MoneyLogType,
  type MoneyLogVo,
  type RechargeRecordVo,
  type WithdrawRecordVo,
  networkOf,
} from '@caravan/contract';
import { NativeSelect } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { plainAmount } from '../../../lib/amount-text';
import { formatDateTime } from '../../../lib/date';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import {
  DEPOSIT_PAGE_SIZE,
  RECORD_PAGE_SIZE,
  useDepositRecords,
  useMoneyLog,
  useWithdrawalRecords,
} from '../api/get-records';
import { CertificateThumb, RecordStatus, RecordsSkeleton } from './wallet-parts';
import classes from './wallet.module.css';

type ListQuery<T> = {
  data?: { items: T[]; total: number };
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

/** A paged list of records with its loading, failure and empty states. */
function RecordList<T>({
  query,
  page,
  pageSize,
  onPage,
  empty,
  label,
  render,
}: {
  query: ListQuery<T>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
  label: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  if (!query.data) {
    return query.isError ? <QueryError query={query} title={t('records.loadFailed')} /> : <RecordsSkeleton />;
  }
  if (query.data.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className={classes.records} aria-busy={query.isPlaceholderData} aria-label={label}>
        {query.data.items.map(render)}
      </ul>
      <Pager page={page} totalItems={query.data.total} pageSize={pageSize} onChange={onPage} label={label} />
    </>
  );
}

function Detail({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? classes.mono : undefined}>{children}</dd>
    </div>
  );
}

/** "+12.50" / "-3.00" in green or red. */
function SignedAmount({ amount, unit }: { amount: number; unit: string }) {
  const lang = useLanguage();
  const credit = amount >= 0;
  return (
    <span className={`${classes.recordAmount} ${credit ? classes.credit : classes.debit}`}>
      {credit ? '+' : '−'}
      {formatAmount(Math.abs(amount), lang)} {unit}
    </span>
  );
}

function MoneyLogRow({ row }: { row: MoneyLogVo }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  return (
    <li className={classes.record} data-testid="money-log-row">
      <div className={classes.recordHead}>
        <span className={classes.recordTitle}>{t(`logType.${row.type}`)}</span>
        <SignedAmount amount={row.amount} unit="USDT" />
      </div>
      <div className={classes.meta}>
        <span>{formatDateTime(row.createTime)}</span>
        <span>{t('records.balanceAfter', { amount: formatAmount(row.balance, lang) })}</span>
        {row.orderNo && <span className={classes.mono}>{row.orderNo}</span>}
      </div>
    </li>
  );
}

/** Every movement of the wallet, narrowed by kind (a buyer is not offered a seller's kinds). */
export function MoneyLogRecords() {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const [type, setType] = useState<MoneyLogType | ''>('');
  const [page, setPage] = useState(1);
  const log = useMoneyLog(type, page);
  const query = {
    ...log,
    data: log.data && { items: log.data.pageList, total: log.data.pageInfo.totalElements },
  };
  const kinds = user.data?.sellerId
    ? MONEY_LOG_TYPES
    : MONEY_LOG_TYPES.filter((kind) => !SELLER_MONEY_LOG_TYPES.includes(kind));
  const choose = (next: string) => {
    setType(kinds.find((kind) => kind === next) ?? '');
    setPage(1);
  };
  return (
    <>
      <NativeSelect
        className={classes.toolbar}
        aria-label={t('records.filter')}
        value={type}
        onChange={(event) => choose(event.currentTarget.value)}
        data={[
          { value: '', label: t('records.all') },
          ...kinds.map((kind) => ({ value: kind, label: t(`logType.${kind}`) })),
        ]}
        data-testid="records-filter"
      />
      <RecordList
        query={query}
        page={page}
        pageSize={RECORD_PAGE_SIZE}
        onPage={setPage}
        empty={t('records.logEmpty')}
        label={t('tabs.records')}
        render={(row) => <MoneyLogRow key={row.id} row={row} />}
      />
    </>
  );
}

/** "USDT · TRC20": a record's coin and network (or its `coin_blockchain` as sent, when it names none). */
const coinAndNetwork = (record: { coin: string; coin_blockchain: string }) =>
  `${record.coin} · ${networkOf(record.coin_blockchain, record.coin) || record.coin_blockchain}`;

type LegacyRecord = { order_no: string; state: number; create_time: string };

/** A deposit's or withdrawal's first lines: what, how much, its state, when, its order number. */
function RecordHead({ record, title, amount }: { record: LegacyRecord; title: string; amount: string }) {
  return (
    <>
      <div className={classes.recordHead}>
        <span className={classes.recordTitle}>{title}</span>
        <span className={classes.recordAmount}>{amount}</span>
      </div>
      <div className={classes.meta}>
        <RecordStatus state={record.state} />
        <span>{formatDateTime(record.create_time)}</span>
        <span className={classes.mono}>{record.order_no}</span>
      </div>
    </>
  );
}

type LegacyListQuery<T> = Omit<ListQuery<T>, 'data'> & {
  data?: { elements: T[]; totalElements: number };
};

/** Deposits or withdrawals: a legacy Page list (elements, totalElements) of one kind of record. */
function LegacyRecords<T extends LegacyRecord>({
  useList,
  pageSize,
  empty,
  label,
  Row,
}: {
  useList: (page: number) => LegacyListQuery<T>;
  pageSize: number;
  empty: string;
  label: string;
  Row: (props: { row: T }) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const list = useList(page);
  const query = { ...list, data: list.data && { items: list.data.elements, total: list.data.totalElements } };
  return (
    <RecordList
      query={query}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      empty={empty}
      label={label}
      render={(row) => <Row key={row.order_no} row={row} />}
    />
  );
}

function DepositRow({ row }: { row: RechargeRecordVo }) {
  const { t } = useTranslation('wallet');
  const bank = row.bank_name !== null;
  // Credited USDT once confirmed; before that only a USDT deposit's value is known for sure.
  const received = row.state === 1 ? row.volume : row.state === 0 && row.coin === 'USDT' ? row.amount : null;
  return (
    <li className={classes.record} data-testid="deposit-row">
      <RecordHead
        record={row}
        title={bank ? t('records.bankDeposit') : coinAndNetwork(row)}
        amount={
          row.fiat_amount && row.fiat_currency
            ? `${plainAmount(row.fiat_amount)} ${row.fiat_currency}`
            : `${plainAmount(row.amount)} ${row.coin}`
        }
      />
      <dl className={classes.details}>
        <Detail label={t('records.fee')}>{row.fee} USDT</Detail>
        {received !== null && (
          <Detail label={row.state === 1 ? t('records.received') : t('records.expected')}>
            {plainAmount(received)} USDT
          </Detail>
        )}
        {bank ? (
          <>
            <Detail label={t('records.bankName')}>{row.bank_name}</Detail>
            <Detail label={t('records.cardNumber')} mono>
              •••• {row.card_last4}
            </Detail>
            {row.reference && (
              <Detail label={t('records.reference')} mono>
                {row.reference}
              </Detail>
            )}
          </>
        ) : (
          <>
            {row.channel_address && (
              <Detail label={t('records.address')} mono>
                {row.channel_address}
              </Detail>
            )}
            {row.tx && (
              <Detail label={t('records.txHash')} mono>
                {row.tx}
              </Detail>
            )}
          </>
        )}
        {row.state === 2 && row.reason && <Detail label={t('records.reason')}>{row.reason}</Detail>}
        {row.img && (
          <Detail label={t('records.certificate')}>
            <CertificateThumb src={row.img} />
          </Detail>
        )}
      </dl>
    </li>
  );
}

/** The buyer's deposits, 8 to a page (spec §9). */
export function DepositRecords() {
  const { t } = useTranslation('wallet');
  return (
    <LegacyRecords
      useList={useDepositRecords}
      pageSize={DEPOSIT_PAGE_SIZE}
      empty={t('records.depositsEmpty')}
      label={t('tabs.deposits')}
      Row={DepositRow}
    />
  );
}

function WithdrawalRow({ row }: { row: WithdrawRecordVo }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  return (
    <li className={classes.record} data-testid="withdrawal-row">
      <RecordHead
        record={row}
        title={coinAndNetwork(row)}
        amount={`${formatAmount(row.amount, lang)} USDT`}
      />
      <dl className={classes.details}>
        <Detail label={t('records.fee')}>{formatAmount(row.fee, lang)} USDT</Detail>
        <Detail label={t('records.actual')}>{formatAmount(row.volume, lang)} USDT</Detail>
        <Detail label={t('records.address')} mono>
          {row.to}
        </Detail>
        {row.tx && (
          <Detail label={t('records.txHash')} mono>
            {row.tx}
          </Detail>
        )}
        {row.state === 2 && row.reason && <Detail label={t('records.reason')}>{row.reason}</Detail>}
      </dl>
    </li>
  );
}

/** The buyer's withdrawals, 20 to a page. */
export function WithdrawalRecords() {
  const { t } = useTranslation('wallet');
  return (
    <LegacyRecords
      useList={useWithdrawalRecords}
      pageSize={RECORD_PAGE_SIZE}
      empty={t('records.withdrawalsEmpty')}
      label={t('tabs.withdrawals')}
      Row={WithdrawalRow}
    />
  );
}
