import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/ui/date-time';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatRate } from '../../../lib/money';
import { formatUsdt } from '../lib/loan-format';
import type { LoanOffer, LoanQuote } from '../lib/loan-quote';
import { Days, Figure, RatePerDay, Usdt } from './figures';
import classes from './credit.module.css';

const NONE = '--';

/**
 * The disclosure before commitment (DESIGN §1: loan costs are disclosed in full): the amount, the
 * term, the daily rate, the total interest, the total to repay, the due date if approved now and
 * the overdue rate, from the figures typed so far (`quote` null while they are not a loan on offer).
 */
export function LoanTerms({
  offer,
  quote,
  level = 3,
}: {
  offer: LoanOffer;
  quote: LoanQuote | null;
  /** The heading's level where it stands (2 directly under the page's title). */
  level?: 2 | 3;
}) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={classes.section} aria-labelledby={titleId} data-testid="loan-terms">
      <Heading className={classes.disclosureTitle} id={titleId}>
        {t('terms.title')}
      </Heading>
      <dl className={classes.disclosure}>
        <Figure label={t('terms.amount')} testId="terms-amount">
          {quote ? <Usdt amount={quote.amount} /> : NONE}
        </Figure>
        <Figure label={t('terms.term')} testId="terms-term">
          {quote ? <Days days={quote.days} /> : NONE}
        </Figure>
        <Figure label={t('terms.rate')} testId="terms-rate">
          <RatePerDay rate={offer.rate} />
        </Figure>
        <Figure label={t('terms.interest')} testId="terms-interest">
          {quote ? <Usdt amount={quote.interest} /> : NONE}
        </Figure>
        <Figure label={t('terms.total')} testId="terms-total" className={classes.total}>
          {quote ? <Usdt amount={quote.total} /> : NONE}
        </Figure>
        <Figure label={t('terms.dueDate')} testId="terms-due">
          {quote ? <DateTime value={quote.dueAt.getTime()} /> : NONE}
        </Figure>
        <Figure label={t('terms.overdueRate')} testId="terms-overdue">
          {quote ? (
            t('terms.overdueValue', {
              rate: isolateLtr(formatRate(offer.defaultRate, lang)),
              amount: isolateLtr(formatUsdt(quote.overduePerDay, lang)),
            })
          ) : (
            <RatePerDay rate={offer.defaultRate} />
          )}
        </Figure>
      </dl>
      {!quote && <p className={classes.note}>{t('terms.fillIn')}</p>}
      <p className={classes.note}>{t('terms.note')}</p>
    </section>
  );
}
