import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatRate, formatYearlyRate } from '../../../lib/money';
import { formatUsdt } from '../lib/loan-format';

/** One figure of a <dl>: its label and its value. */
export function Figure({
  label,
  children,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** An amount in USDT, kept left to right on a right-to-left page. */
export function Usdt({ amount }: { amount: number | string }) {
  const lang = useLanguage();
  return <span dir="ltr">{formatUsdt(amount, lang)}</span>;
}

/** A daily rate with its yearly one beside it: "0.05% per day (18.25% a year)". */
export function RatePerDay({ rate }: { rate: number }) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  return (
    <>
      {t('perDayAndYear', {
        rate: isolateLtr(formatRate(rate, lang)),
        yearly: isolateLtr(formatYearlyRate(rate, lang)),
      })}
    </>
  );
}

/** A term: "30 days". */
export function Days({ days }: { days: number }) {
  const { t } = useTranslation('credit');
  return <>{t('days', { days })}</>;
}
