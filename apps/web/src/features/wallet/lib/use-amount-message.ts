import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '../../../lib/amount-text';
import { useLanguage } from '../../../lib/i18n';
import { formatDecimalText } from '../../../lib/money';
import type { Language } from '@caravan/contract';

type AmountBounds = { min: string; max: string; unit: string };

/** The bounds as the language writes numbers ("10.000" in German), digit for digit as set. */
function written(bounds: AmountBounds, lang: Language): AmountBounds {
  return { ...bounds, min: formatDecimalText(bounds.min, lang), max: formatDecimalText(bounds.max, lang) };
}

/** The message for an amount's problem (checkAmount), naming the bounds it broke. */
export function useAmountMessage() {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  return (problem: AmountProblem | null, bounds: AmountBounds): string | undefined =>
    problem ? t(`amount.${problem}`, written(bounds, lang)) : undefined;
}

/** "From 10 to 10,000 USDT": an amount field's bounds, shown under it. */
export function useBoundsText() {
  const { t } = useTranslation('wallet');
  const lang = useLanguage();
  return (bounds: AmountBounds): string => t('recharge.bounds', written(bounds, lang));
}
