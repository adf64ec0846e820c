import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreditConfigVo } from '@caravan/contract';
import { QueryError } from '../../../components/ui/states';
import { useToken } from '../../../lib/auth';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { loginPath } from '../../../lib/require-login';
import { CREDIT_APPLICATION_PATH, CREDIT_PATH, MY_LOAN_PATH } from '../../../lib/user-centre-paths';
import { useCreditConfig } from '../api/credit-config';
import { formatWholeUsdt } from '../lib/loan-format';
import { amountBounds, termsOf } from '../lib/loan-quote';
import { CreditFrame } from './credit-frame';
import { Eligibility, qualifies } from './eligibility';
import { Days, Figure, RatePerDay } from './figures';
import { LoanCalculator } from './loan-calculator';
import { OfferSkeleton } from './offer-skeleton';
import classes from './credit.module.css';

/** The offer's figures, as finance set them. */
function OfferFacts({ config }: { config: CreditConfigVo }) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const titleId = useId();
  const { min, max } = amountBounds(config);
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('offer.title')}
      </h2>
      <dl className={classes.facts} data-testid="offer-facts">
        <Figure label={t('offer.amount')} testId="offer-amount">
          {t('offer.amountRange', {
            min: isolateLtr(formatWholeUsdt(min, lang)),
            max: isolateLtr(formatWholeUsdt(max, lang)),
          })}
        </Figure>
        <Figure label={t('offer.terms')} testId="offer-terms">
          <ul className={classes.termList}>
            {termsOf(config).map((days) => (
              <li key={days}>
                <Days days={days} />
              </li>
            ))}
          </ul>
        </Figure>
        <Figure label={t('offer.rate')} testId="offer-rate">
          <RatePerDay rate={config.rate} />
        </Figure>
        <Figure label={t('offer.overdueRate')} testId="offer-overdue-rate">
          <RatePerDay rate={config.defaultRate} />
        </Figure>
        <Figure label={t('offer.collateral')}>{t('offer.noCollateral')}</Figure>
        <Figure label={t('offer.review')}>{t('offer.reviewTime')}</Figure>
      </dl>
    </section>
  );
}

/** The offer for a logged-in user: its figures, where they stand, the calculator and the way on. */
function MemberOffer({ config }: { config: CreditConfigVo }) {
  const { t } = useTranslation('credit');
  const [amount, setAmount] = useState(() => String(amountBounds(config).min));
  const [term, setTerm] = useState(() => String(termsOf(config)[0] ?? ''));
  const application = `${CREDIT_APPLICATION_PATH}?${new URLSearchParams({ amount, term }).toString()}`;
  return (
    <>
      <OfferFacts config={config} />
      <div className={classes.columns}>
        <Eligibility config={config} />
        <LoanCalculator
          offer={config}
          amount={amount}
          term={term}
          onAmountChange={setAmount}
          onTermChange={setTerm}
        />
      </div>
      <div className={classes.actions}>
        {config.loanInUse ? (
          <Button component={Link} to={MY_LOAN_PATH} size="md" data-testid="credit-my-loan">
            {t('actions.myLoan')}
          </Button>
        ) : (
          <>
            {qualifies(config) && (
              <Button component={Link} to={application} size="md" data-testid="credit-apply">
                {t('actions.apply')}
              </Button>
            )}
            <Button
              component={Link}
              to={MY_LOAN_PATH}
              size="md"
              variant="default"
              data-testid="credit-history"
            >
              {t('actions.history')}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/** What the loan is, in words: no figures, which only a logged-in user is shown. */
function Features() {
  const { t } = useTranslation('credit');
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId} data-testid="credit-features">
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('features.title')}
      </h2>
      <ul className={classes.bullets}>
        <li>{t('features.noCollateral')}</li>
        <li>{t('features.fixedRate')}</li>
        <li>{t('features.fastReview')}</li>
        <li>{t('features.terms')}</li>
        <li>{t('features.earlyRepayment')}</li>
      </ul>
    </section>
  );
}

/** A visitor's way to the figures: they depend on the offer in force and the visitor's own standing. */
function VisitorOffer() {
  const { t } = useTranslation('credit');
  const titleId = useId();
  return (
    <>
      <Features />
      <section className={classes.card} aria-labelledby={titleId} data-testid="credit-visitor">
        <h2 className={classes.sectionTitle} id={titleId}>
          {t('visitor.title')}
        </h2>
        <p className={classes.note}>{t('visitor.body')}</p>
        <div className={classes.actions}>
          <Button component={Link} to={loginPath(CREDIT_PATH)} data-testid="credit-login">
            {t('visitor.login')}
          </Button>
          <Button component={Link} to="/register" variant="default">
            {t('visitor.register')}
          </Button>
        </div>
      </section>
    </>
  );
}

function HowItWorks() {
  const { t } = useTranslation('credit');
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 className={classes.sectionTitle} id={titleId}>
        {t('how.title')}
      </h2>
      <ol className={classes.steps}>
        <li>{t('how.apply')}</li>
        <li>{t('how.review')}</li>
        <li>{t('how.paid')}</li>
        <li>{t('how.repay')}</li>
      </ol>
    </section>
  );
}

function Offer() {
  const { t } = useTranslation('credit');
  const config = useCreditConfig();
  if (config.isError) return <QueryError query={config} title={t('loadFailed')} />;
  if (!config.data) return <OfferSkeleton />;
  return <MemberOffer config={config.data} />;
}

/**
 * /credit (spec §2): the start-up loan. A logged-in user sees the offer in force (amounts, terms,
 * daily and overdue rates), where they stand against each rule, a calculator of what a loan would
 * cost, and the way to apply or to their loan; a visitor, what the loan is and the way to log in.
 */
export function CreditPage() {
  const { t } = useTranslation('credit');
  const token = useToken();
  return (
    <CreditFrame titleKey="credit" lead={t('lead')} testId="page-credit">
      {token ? <Offer /> : <VisitorOffer />}
      <HowItWorks />
    </CreditFrame>
  );
}
