import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { amountProblem, quoteLoan, type LoanOffer } from '../lib/loan-quote';
import { AmountField, amountMessage, TermField } from './loan-fields';
import { LoanTerms } from './loan-terms';
import classes from './credit.module.css';

type LoanCalculatorProps = {
  offer: LoanOffer;
  amount: string;
  term: string;
  onAmountChange: (amount: string) => void;
  onTermChange: (term: string) => void;
};

/**
 * What a loan would cost: an amount and a term in, the daily rate, the total interest, the total to
 * repay, the due date if approved today and the overdue rate out, exactly as the server will count.
 */
export function LoanCalculator({ offer, amount, term, onAmountChange, onTermChange }: LoanCalculatorProps) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const titleId = useId();
  // "Approved today": the moment the page opened.
  const [now] = useState(() => new Date());
  const problem = amountProblem(amount, offer);
  return (
    <section className={classes.card} aria-labelledby={titleId} data-testid="loan-calculator">
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('calculator.title')}
      </h2>
      <div className={classes.fields}>
        <AmountField
          offer={offer}
          value={amount}
          onChange={onAmountChange}
          error={problem && amount !== '' ? amountMessage(problem, offer, t, lang) : undefined}
          testId="calculator-amount"
        />
        <TermField offer={offer} value={term} onChange={onTermChange} testId="calculator-term" />
      </div>
      <LoanTerms offer={offer} quote={quoteLoan(offer, amount, Number(term), now)} />
    </section>
  );
}
