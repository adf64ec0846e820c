import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '../../../lib/amount-text';

type AmountBounds = { min: string; max: string; unit: string };

/** The message for an amount's problem (checkAmount), naming the bounds it broke. */
export function useAmountMessage() {
  const { t } = useTranslation('wallet');
  return (problem: AmountProblem | null, bounds: AmountBounds): string | undefined =>
    problem ? t(`amount.${problem}`, bounds) : undefined;
}
