import { NativeSelect, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@caravan/contract';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatWholeUsdt } from '../lib/loan-format';
import { amountBounds, termsOf, type AmountProblem, type LoanOffer } from '../lib/loan-quote';

/** What to tell someone whose amount is not one the offer lends. */
export function amountMessage(
  problem: AmountProblem,
  offer: LoanOffer,
  t: TFunction<'credit'>,
  lang: Language,
): string {
  const { min, max } = amountBounds(offer);
  switch (problem) {
    case 'belowMin':
      return t('amountProblem.belowMin', { min: isolateLtr(formatWholeUsdt(min, lang)) });
    case 'aboveMax':
      return t('amountProblem.aboveMax', { max: isolateLtr(formatWholeUsdt(max, lang)) });
    default:
      return t(`amountProblem.${problem}`);
  }
}

type FieldProps = {
  offer: LoanOffer;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
};

/** The amount asked for: whole USDT within the offer's range. */
export function AmountField({ offer, value, onChange, error, testId }: FieldProps) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const { min, max } = amountBounds(offer);
  return (
    <TextInput
      label={t('calculator.amount')}
      description={t('calculator.amountHint', {
        min: isolateLtr(formatWholeUsdt(min, lang)),
        max: isolateLtr(formatWholeUsdt(max, lang)),
      })}
      required
      inputMode="numeric"
      autoComplete="off"
      dir="ltr"
      maxLength={10}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/** The term: one of the days the offer lends for. */
export function TermField({ offer, value, onChange, error, testId }: FieldProps) {
  const { t } = useTranslation('credit');
  return (
    <NativeSelect
      label={t('calculator.term')}
      required
      data={termsOf(offer).map((days) => ({ value: String(days), label: t('days', { days }) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
}
