import { SegmentedControl, Skeleton, Table } from '@mantine/core';
import type { ShopDayVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../../components/ui/scroll-region';
import { QueryError } from '../../../../components/ui/states';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount, formatPrice } from '../../../../lib/money';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { BalanceCard, DepositRecords, MoneyLogRecords, WithdrawalRecords } from '../../../../features/wallet';
import { CsvExportButton } from '../../../components/csv-export-button';
import { useReportHead } from '../api/report-head';
import { fetchWholeReport, useReportList } from '../api/report-list';
import { reportCsv } from '../lib/report-csv';
import panel from '../../../components/panel.module.css';
import classes from './finance.module.css';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { PanelList } from '../../../components/panel-list';

const SECTIONS = ['report', 'records', 'deposits', 'withdrawals'] as const;
type Section = (typeof SECTIONS)[number];
const PERIODS = [7, 30, 90, 365] as const;
type Period = (typeof PERIODS)[number];

/** The section and period asked for in the address (?section=, ?days=), else the report of 30 days. */
function sectionOf(params: URLSearchParams): Section {
  return SECTIONS.find((s) => s === params.get('section')) ?? 'report';
}
function periodOf(params: URLSearchParams): Period {
  return PERIODS.find((p) => String(p) === params.get('days')) ?? 30;
}

/** The CSV download: every day of the period, fetched at once; the button waits meanwhile. */
function ExportButton({ days }: { days: number }) {
  const { t } = useTranslation('seller');
  return (
    <CsvExportButton
      label={t('finance.export')}
      make={async () => {
        const all = await fetchWholeReport(days);
        const text = reportCsv(all.pageList, (column) => t(`finance.columns.${column}`));
        // Newest day first: the file is named after its first and last days.
        const first = all.pageList.at(-1)?.day ?? '';
        const last = all.pageList[0]?.day ?? '';
        return { text, name: `sales-${first}-${last}.csv`, rows: all.pageList.length };
      }}
      done={(count) => t('finance.exported', { count })}
      testId="report-export"
    />
  );
}

function Totals({ days }: { days: number }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const head = useReportHead(days);
  if (head.isError) return <QueryError query={head} title={t('finance.failed')} />;
  if (head.isPending) return <Skeleton height={72} />;
  const totals = [
    ['orderNum', formatCount(head.data.orderNum, lang)],
    ['salesAmount', formatPrice(head.data.salesAmount, lang)],
    ['profit', formatPrice(head.data.profit, lang)],
    ['settledProfit', formatPrice(head.data.settledProfit, lang)],
  ] as const;
  return (
    <dl className={classes.totals} data-testid="report-totals">
      {totals.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`finance.columns.${key}`)}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DayRow({ day }: { day: ShopDayVo }) {
  const lang = useLanguage();
  return (
    <Table.Tr data-testid="report-day">
      <Table.Td className={panel.number}>
        <bdi dir="ltr">{day.day}</bdi>
      </Table.Td>
      <Table.Td className={panel.number}>{formatCount(day.orderNum, lang)}</Table.Td>
      <Table.Td className={panel.number}>{formatPrice(day.salesAmount, lang)}</Table.Td>
      <Table.Td className={panel.number}>{formatPrice(day.profit, lang)}</Table.Td>
      <Table.Td className={panel.number}>{formatPrice(day.settledProfit, lang)}</Table.Td>
      <Table.Td className={panel.number}>{formatCount(day.viewsNum, lang)}</Table.Td>
    </Table.Tr>
  );
}

const TABLE_COLUMNS = ['day', 'orderNum', 'salesAmount', 'profit', 'settledProfit', 'viewsNum'] as const;

/** The sales report by day: the period's totals, a page of days, and the whole period as CSV. */
function Report() {
  const { t } = useTranslation('seller');
  const [params, update] = useSearchParamsUpdate();
  const period = periodOf(params);
  const page = pageParam(params);
  const list = useReportList(period, page);
  return (
    <section className={panel.card} aria-labelledby="report-title" data-testid="sales-report">
      <div className={panel.cardHead}>
        <h2 className={panel.cardTitle} id="report-title">
          {t('finance.report')}
        </h2>
        <ExportButton days={period} />
      </div>
      <div className={panel.scroll}>
        <SegmentedControl
          size="xs"
          aria-label={t('dashboard.period')}
          data={PERIODS.map((days) => ({
            value: String(days),
            label: t('dashboard.lastDays', { count: days }),
          }))}
          value={String(period)}
          onChange={(next) => update({ days: next === '30' ? '' : next, page: '' })}
          data-testid="report-period"
        />
      </div>
      <Totals days={period} />
      <PanelList
        query={list}
        failed={t('finance.failed')}
        skeleton={<Skeleton height={240} />}
        empty={t('finance.empty')}
        page={page}
        onPage={(next) => update(pagePatch(next))}
        pagesLabel={t('finance.pages')}
      >
        {(days) => (
          <ScrollRegion className={classes.tableWrap} labelledBy="report-title">
            <Table striped highlightOnHover aria-busy={list.isFetching} data-testid="report-table">
              <Table.Thead>
                <Table.Tr>
                  {TABLE_COLUMNS.map((column) => (
                    <Table.Th key={column}>{t(`finance.columns.${column}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {days.map((day) => (
                  <DayRow key={day.day} day={day} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </PanelList>
    </section>
  );
}

/**
 * /seller/finance: the wallet the shop is paid into (balance, deposit, withdraw and its records,
 * the wallet's own pieces) and the sales report by day with its CSV export.
 */
export function SellerFinancePage() {
  const { t } = useTranslation('seller');
  const { t: tw } = useTranslation('wallet');
  useDocumentTitle(t('panel.finance'));
  const [params, update] = useSearchParamsUpdate();
  const section = sectionOf(params);
  return (
    <div className={panel.page} data-testid="seller-finance">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.finance')}</h1>
          <p className={panel.intro}>{t('finance.intro')}</p>
        </div>
      </div>
      <BalanceCard />
      <div className={panel.scroll}>
        <SegmentedControl
          aria-label={t('finance.sections')}
          data={SECTIONS.map((s) => ({
            value: s,
            label: s === 'report' ? t('finance.report') : tw(`tabs.${s}`),
          }))}
          value={section}
          onChange={(next) => update({ section: next === 'report' ? '' : next, page: '', days: '' })}
          data-testid="finance-section"
        />
      </div>
      {section === 'report' && <Report />}
      {section !== 'report' && (
        <section className={panel.card} data-testid={`finance-${section}`}>
          {section === 'records' && <MoneyLogRecords />}
          {section === 'deposits' && <DepositRecords />}
          {section === 'withdrawals' && <WithdrawalRecords />}
        </section>
      )}
    </div>
  );
}
