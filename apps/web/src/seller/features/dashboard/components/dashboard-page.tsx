import { BarChart } from '@mantine/charts';
import { Button, SegmentedControl, Skeleton } from '@mantine/core';
import type { OrderStatsVo, ShopDayVo, ShopFiguresVo, TopGoodsVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartIcon, PlusIcon } from '../../../../components/ui/icons';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount, formatPrice } from '../../../../lib/money';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDashboardGoods } from '../api/dashboard-goods';
import { useDashboardHead } from '../api/dashboard-head';
import { useDashboardLine } from '../api/dashboard-line';
import { useOrderStats } from '../api/order-stats';
import { SELLER_LIBRARY_PATH, tabPath } from '../../../lib/seller-paths';
import panel from '../../../components/panel.module.css';
import classes from './dashboard.module.css';

const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];
const CHART_DAYS = 30;
const METRICS = ['salesAmount', 'profit', 'orderNum', 'viewsNum'] as const;
type Metric = (typeof METRICS)[number];
const MONEY_METRICS: readonly Metric[] = ['salesAmount', 'profit'];

/** One figure of the shop: its name, its value and, under it, today's. */
function Figure({
  label,
  value,
  today,
  testId,
}: {
  label: string;
  value: string;
  today?: string;
  testId: string;
}) {
  const { t } = useTranslation('seller');
  return (
    <div className={classes.figure} data-testid={testId}>
      <span className={classes.figureLabel}>{label}</span>
      <bdi className={classes.figureValue}>{value}</bdi>
      {today !== undefined && (
        <span className={classes.figureToday}>
          {t('dashboard.today')} <bdi>{today}</bdi>
        </span>
      )}
    </div>
  );
}

/** The shop's figures of the period, each with today's beside it: its name, field and kind. */
const PERIOD_FIGURES = [
  { name: 'orders', field: 'orderNum', money: false },
  { name: 'sales', field: 'salesAmount', money: true },
  { name: 'profit', field: 'profit', money: true },
  { name: 'settled', field: 'settledProfit', money: true },
  { name: 'views', field: 'viewsNum', money: false },
] as const satisfies readonly { name: string; field: keyof ShopFiguresVo; money: boolean }[];

function Figures({
  period,
  today,
  followers,
}: {
  period: ShopFiguresVo;
  today: ShopFiguresVo;
  followers: number;
}) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const money = (n: number) => formatPrice(n, lang);
  const count = (n: number) => formatCount(n, lang);
  return (
    <div className={classes.figures}>
      {PERIOD_FIGURES.map(({ name, field, money: isMoney }) => {
        const format = isMoney ? money : count;
        return (
          <Figure
            key={name}
            testId={`figure-${name}`}
            label={t(`dashboard.${name}`)}
            value={format(period[field])}
            today={format(today[field])}
          />
        );
      })}
      <Figure
        testId="figure-followers"
        label={t('dashboard.followers')}
        value={count(followers)}
        today={`+${count(today.newFollowers)}`}
      />
    </div>
  );
}

/** The last 30 days of one measure, a bar a day, drawn by @mantine/charts (recharts). */
function DailyChart() {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const [metric, setMetric] = useState<Metric>('salesAmount');
  const line = useDashboardLine(CHART_DAYS);
  const isMoney = MONEY_METRICS.includes(metric);
  const format = (n: number) => (isMoney ? formatPrice(n, lang) : formatCount(n, lang));
  const data = (line.data ?? []).map((day: ShopDayVo) => ({ day: day.day.slice(5), value: day[metric] }));
  return (
    <section className={panel.card} aria-labelledby="chart-title" data-testid="dashboard-chart">
      <div className={panel.cardHead}>
        <h2 className={panel.cardTitle} id="chart-title">
          {t('dashboard.chartTitle', { days: CHART_DAYS })}
        </h2>
        <SegmentedControl
          size="xs"
          aria-label={t('dashboard.metric')}
          data={METRICS.map((m) => ({ value: m, label: t(`dashboard.metrics.${m}`) }))}
          value={metric}
          onChange={(next) => setMetric(next as Metric)}
          data-testid="dashboard-metric"
        />
      </div>
      {line.isError ? (
        <QueryError query={line} title={t('dashboard.failed')} />
      ) : line.isPending ? (
        <Skeleton height={240} />
      ) : (
        // Days run left to right in every language: a time axis is not text.
        <div dir="ltr" className={classes.chart} data-testid="dashboard-chart-plot" data-points={data.length}>
          <BarChart
            h={240}
            data={data}
            dataKey="day"
            series={[{ name: 'value', label: t(`dashboard.metrics.${metric}`), color: 'teal.6' }]}
            valueFormatter={format}
            barProps={{ radius: [3, 3, 0, 0], maxBarSize: 18 }}
            gridAxis="x"
            tickLine="none"
            yAxisProps={{ width: isMoney ? 72 : 40 }}
          />
        </div>
      )}
    </section>
  );
}

type StatKey = keyof OrderStatsVo & ('waitingPurchase' | 'stocking' | 'shipped' | 'received' | 'refunding');
const STAT_TABS: readonly { key: StatKey; tab: Parameters<typeof tabPath>[0] }[] = [
  { key: 'waitingPurchase', tab: 'toPurchase' },
  { key: 'stocking', tab: 'stocking' },
  { key: 'shipped', tab: 'shipped' },
  { key: 'received', tab: 'received' },
  { key: 'refunding', tab: 'refunds' },
];

function OrderStats() {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const stats = useOrderStats();
  return (
    <section className={panel.card} aria-labelledby="stats-title">
      <h2 className={panel.cardTitle} id="stats-title">
        {t('dashboard.ordersByState')}
      </h2>
      {stats.isError ? (
        <QueryError query={stats} title={t('dashboard.failed')} />
      ) : (
        <ul className={classes.stats}>
          {STAT_TABS.map(({ key, tab }) => (
            <li key={key}>
              <Link to={tabPath(tab)} className={classes.stat} data-testid={`stat-${key}`}>
                <bdi className={classes.statValue}>
                  {stats.data ? formatCount(stats.data[key], lang) : '–'}
                </bdi>
                <span>{t(`dashboard.stats.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopGoods({ days }: { days: number }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const goods = useDashboardGoods(days);
  return (
    <section className={panel.card} aria-labelledby="top-title">
      <h2 className={panel.cardTitle} id="top-title">
        {t('dashboard.topGoods')}
      </h2>
      {goods.isError ? (
        <QueryError query={goods} title={t('dashboard.failed')} />
      ) : goods.isPending ? (
        <Skeleton height={160} />
      ) : goods.data.length === 0 ? (
        <p className={panel.muted}>{t('dashboard.noSales')}</p>
      ) : (
        <ol className={classes.top} data-testid="top-goods">
          {goods.data.map((item: TopGoodsVo) => (
            <li key={item.id} className={classes.topItem}>
              {item.imgUrl ? (
                <img src={item.imgUrl} alt="" className={classes.topImage} loading="lazy" />
              ) : null}
              <span className={classes.topName} dir="auto">
                {item.name}
              </span>
              <span className={classes.topFigures}>
                <bdi>{formatPrice(item.salesAmount, lang)}</bdi>
                <span className={panel.muted}>{t('dashboard.sold', { count: item.quantity })}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /seller: how the shop is doing — the period's and today's orders, sales, profit, views and
 * followers, the last 30 days on a chart, orders by state (each opening its list) and the best
 * sellers; a new shop is shown the way to its first goods.
 */
export function SellerDashboardPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.dashboard'));
  const [period, setPeriod] = useState<Period>(30);
  const head = useDashboardHead(period);

  return (
    <div className={panel.page} data-testid="seller-dashboard">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.dashboard')}</h1>
          {head.data && (
            <p className={panel.intro}>
              <bdi dir="ltr">
                {head.data.startDate} – {head.data.endDate}
              </bdi>
            </p>
          )}
        </div>
        <SegmentedControl
          aria-label={t('dashboard.period')}
          data={PERIODS.map((days) => ({
            value: String(days),
            label: t('dashboard.lastDays', { count: days }),
          }))}
          value={String(period)}
          onChange={(next) => setPeriod(Number(next) as Period)}
          data-testid="dashboard-period"
        />
      </div>
      {head.isError ? (
        <QueryError query={head} title={t('dashboard.failed')} />
      ) : head.isPending ? (
        <Skeleton height={150} radius={12} />
      ) : (
        <>
          {head.data.sellerGoodsNum === 0 && (
            <EmptyState>
              <span className={classes.firstSteps}>
                <ChartIcon size={28} />
                {t('dashboard.firstSteps')}
                <Button
                  component={Link}
                  to={SELLER_LIBRARY_PATH}
                  leftSection={<PlusIcon size={16} />}
                  data-testid="dashboard-add-goods"
                >
                  {t('panel.library')}
                </Button>
              </span>
            </EmptyState>
          )}
          {head.data.waitingPurchase > 0 && (
            <p className={classes.waiting} role="status">
              {t('dashboard.waitingPurchase', { count: head.data.waitingPurchase })}{' '}
              <Link to={tabPath('toPurchase')}>{t('dashboard.purchaseNow')}</Link>
            </p>
          )}
          <Figures period={head.data.period} today={head.data.today} followers={head.data.focusNum} />
        </>
      )}
      <DailyChart />
      <div className={classes.columns}>
        <OrderStats />
        <TopGoods days={period} />
      </div>
    </div>
  );
}
