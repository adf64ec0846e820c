import {
  LOAN_MONEY_LOG_TYPES,
  MONEY_LOG_TYPES,
  SELLER_MONEY_LOG_TYPES,
  type MoneyLogFilter,
  type MoneyLogType,
  type MoneyLogVo,
  type RechargeRecordVo,
  type WithdrawRecordVo,
  networkOf,
  isWapPath,
} from '@caravan/contract';
import { NativeSelect } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { plainAmount } from '../../../lib/amount-text';
import { DateTime } from '../../../components/ui/date-time';
import { useCurrentUser } from '../../../lib/current-user';
import { useLanguage } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import {
  DEPOSIT_PAGE_SIZE,
  RECORD_PAGE_SIZE,
  useDepositRecordPages,
  useDepositRecords,
  useMoneyLog,
  useMoneyLogPages,
  useWithdrawalRecordPages,
  useWithdrawalRecords,
} from '../api/get-records';
import { LegacyRecords, PagedRecords, ScrolledRecords, type RecordsView } from './record-list';
import { CertificateThumb, RecordStatus } from './wallet-parts';
import classes from './wallet.module.css';

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
        <DateTime value={row.createTime} />
        <span>{t('records.balanceAfter', { amount: formatAmount(row.balance, lang) })}</span>
        {row.orderNo && (
          <span className={classes.mono} dir="ltr" data-testid="money-log-reference">
            {row.orderNo}
          </span>
        )}
      </div>
    </li>
  );
}

type MoneyLogListProps = { type: MoneyLogFilter | ''; view: RecordsView<MoneyLogVo> };

function PagedMoneyLog({
  type,
  page,
  onPage,
  view,
}: MoneyLogListProps & { page: number; onPage: (page: number) => void }) {
  const log = useMoneyLog(type, page);
  return (
    <PagedRecords
      {...view}
      query={log}
      rows={log.data && { items: log.data.pageList, total: log.data.pageInfo.totalElements }}
      page={page}
      pageSize={RECORD_PAGE_SIZE}
      onPage={onPage}
    />
  );
}

function ScrolledMoneyLog({ type, view }: MoneyLogListProps) {
  return <ScrolledRecords {...view} list={useMoneyLogPages(type)} rowsOf={(page) => page.pageList} />;
}

/**
 * Every movement of the wallet, narrowed by kind (a buyer is not offered a seller's kinds): 20 to a
 * page on the desktop, page after page as the user scrolls on the mobile site.
 */
export function MoneyLogRecords() {
  const { t } = useTranslation('wallet');
  const user = useCurrentUser();
  const [type, setType] = useState<MoneyLogFilter | ''>('');
  const [page, setPage] = useState(1);
  // A loan's two kinds are one choice, "Loans", last.
  const isLoan = (kind: MoneyLogType) => (LOAN_MONEY_LOG_TYPES as readonly MoneyLogType[]).includes(kind);
  // A balance is given up only as its account closes: no open account has such a record to filter.
  const kinds: MoneyLogFilter[] = [
    ...MONEY_LOG_TYPES.filter(
      (kind) =>
        !isLoan(kind) &&
        kind !== 'balance_forfeit' &&
        (user.data?.sellerId || !SELLER_MONEY_LOG_TYPES.includes(kind)),
    ),
    'loan',
  ];
  const choose = (next: string) => {
    setType(kinds.find((kind) => kind === next) ?? '');
    setPage(1);
  };
  const view: RecordsView<MoneyLogVo> = {
    empty: t('records.logEmpty'),
    label: t('tabs.records'),
    render: (row) => <MoneyLogRow key={row.id} row={row} />,
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
      {isWapPath(window.location.pathname) ? (
        <ScrolledMoneyLog type={type} view={view} />
      ) : (
        <PagedMoneyLog type={type} page={page} onPage={setPage} view={view} />
      )}
    </>
  );
}

/**
 * "USDT · TRC20": a record's coin and network (or its `coin_blockchain` as sent, when it names
 * none); a coin on a network of its own name ("BTC") by itself.
 */
function coinAndNetwork(record: { coin: string; coin_blockchain: string }): string {
  const network = networkOf(record.coin_blockchain, record.coin) || record.coin_blockchain;
  return network === record.coin ? record.coin : `${record.coin} · ${network}`;
}

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
        <DateTime value={record.create_time} />
        <span className={classes.mono}>{record.order_no}</span>
      </div>
    </>
  );
}

function DepositRow({ row }: { row: RechargeRecordVo }) {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
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
            ? `${plainAmount(row.fiat_amount, lang)} ${row.fiat_currency}`
            : `${plainAmount(row.amount, lang)} ${row.coin}`
        }
      />
      <dl className={classes.details}>
        <Detail label={t('records.fee')}>{formatAmount(row.fee, lang)} USDT</Detail>
        {received !== null && (
          <Detail label={row.state === 1 ? t('records.received') : t('records.expected')}>
            {plainAmount(received, lang)} USDT
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
      useListPages={useDepositRecordPages}
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
        title={row.coin_blockchain === 'bank' ? t('records.bankWithdrawal') : coinAndNetwork(row)}
        amount={`${formatAmount(row.amount, lang)} USDT`}
      />
      <dl className={classes.details}>
        <Detail label={t('records.fee')}>{formatAmount(row.fee, lang)} USDT</Detail>
        <Detail label={t('records.actual')}>{formatAmount(row.volume, lang)} USDT</Detail>
        {row.coin_volume && row.rate && (
          <>
            {/* BTC and ETH: what is sent in the coin, at the rate fixed when it was requested. */}
            <Detail label={t('records.coinSent', { coin: row.coin })}>
              <span dir="ltr" data-testid="withdrawal-coin-volume">
                {row.coin_volume} {row.coin}
              </span>
            </Detail>
            <Detail label={t('withdraw.rateLabel')}>
              <span dir="ltr">{t('withdraw.rate', { coin: row.coin, rate: row.rate })}</span>
            </Detail>
          </>
        )}
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
      useListPages={useWithdrawalRecordPages}
      pageSize={RECORD_PAGE_SIZE}
      empty={t('records.withdrawalsEmpty')}
      label={t('tabs.withdrawals')}
      Row={WithdrawalRow}
    />
  );
}
