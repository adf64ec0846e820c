import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CheckIcon,
  CoinIcon,
  PackageIcon,
  ShieldIcon,
  SparkIcon,
  TagIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { PROMOTE_NS } from '../../../lib/i18n';
import { promotePath } from '../../../lib/promote-links';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePromoteSearch } from '../hooks/use-promote-search';
import { articleSections } from '../lib/articles';
import { SELLER_APPLY_PATH } from '../../../lib/user-centre-paths';
import { ArticleSectionView } from './article';
import { PolicyLinks } from './policy-links';
import classes from './landing-page.module.css';

/** The five steps from application to payout, in order. */
const STEPS = ['apply', 'list', 'sell', 'purchase', 'settle'] as const;

// Each topic's picture; a topic without one (added to the texts later) is shown without.
const SECTION_ICONS: Record<string, ReactNode> = {
  catalogue: <PackageIcon size={22} />,
  pricing: <TagIcon size={22} />,
  escrow: <ShieldIcon size={22} />,
  settlement: <WalletIcon size={22} />,
  fees: <CoinIcon size={22} />,
  loans: <SparkIcon size={22} />,
  verification: <UserIcon size={22} />,
  rules: <CheckIcon size={22} />,
};

function ApplyButton({ label, onDark = false }: { label: string; onDark?: boolean }) {
  return (
    <Button
      component={Link}
      to={SELLER_APPLY_PATH}
      size="md"
      variant={onDark ? 'white' : 'filled'}
      data-testid="apply-to-sell"
    >
      {label}
    </Button>
  );
}

/** The hero's summary of a store's earnings: selling price minus wholesale price. */
function Earnings() {
  const { t } = useTranslation(PROMOTE_NS);
  return (
    <aside className={classes.earnings} aria-labelledby="landing-earnings">
      <h2 className={classes.earningsTitle} id="landing-earnings">
        {t('landing.hero.earnings.title')}
      </h2>
      <ul className={classes.sum}>
        <li>
          <span className={classes.operator} aria-hidden="true" />
          {t('landing.hero.earnings.selling')}
        </li>
        <li>
          <span className={classes.operator}>−</span>
          {t('landing.hero.earnings.wholesale')}
        </li>
        <li className={classes.total}>
          <span className={classes.operator}>=</span>
          {t('landing.hero.earnings.margin')}
        </li>
      </ul>
      <p className={classes.earningsNote}>{t('landing.hero.earnings.note')}</p>
    </aside>
  );
}

/**
 * /promote/: the merchant entry's landing page (spec §1) for prospective sellers: how selling on
 * Caravan works, from the application to the payout, what it costs, and the way to apply.
 */
export function LandingPage() {
  const { t } = useTranslation(PROMOTE_NS);
  const { search } = usePromoteSearch();
  useDocumentTitle(t('landing.title'));
  const sections = articleSections(t('landing.sections', { returnObjects: true }));
  return (
    <div data-testid="promote-landing">
      <section className={classes.hero} aria-labelledby="landing-title">
        <div className={`cv-container ${classes.heroInner}`}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>{t('landing.hero.eyebrow')}</p>
            <h1 className={classes.heroTitle} id="landing-title">
              {t('landing.hero.title')}
            </h1>
            <p className={classes.lead}>{t('landing.hero.lead')}</p>
            <div className={classes.actions}>
              <ApplyButton label={t('landing.hero.apply')} onDark />
              <Button component="a" href="#how" size="md" variant="outline" color="white">
                {t('landing.hero.howItWorks')}
              </Button>
            </div>
          </div>
          <Earnings />
        </div>
      </section>

      <section id="how" className={`cv-container ${classes.block}`} aria-labelledby="how-title">
        <h2 className={classes.blockTitle} id="how-title">
          {t('landing.steps.title')}
        </h2>
        <p className={classes.blockLead}>{t('landing.steps.lead')}</p>
        <ol className={classes.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.stepTitle}>{t(`landing.steps.${step}.title`)}</h3>
              <p>{t(`landing.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={`cv-container ${classes.cards}`}>
        {sections.map((section) => (
          <ArticleSectionView
            key={section.id}
            section={section}
            headingId={`landing-${section.id}`}
            classNames={{ section: classes.card, title: classes.cardTitle }}
            testId={`landing-section-${section.id}`}
          >
            {SECTION_ICONS[section.id] && (
              <span className={classes.cardIcon} aria-hidden="true">
                {SECTION_ICONS[section.id]}
              </span>
            )}
          </ArticleSectionView>
        ))}
      </div>

      <section className={`cv-container ${classes.block}`} aria-labelledby="landing-policies">
        <h2 className={classes.blockTitle} id="landing-policies">
          {t('landing.policiesTitle')}
        </h2>
        <PolicyLinks className={classes.policyLinks} />
      </section>

      <section className={`cv-container ${classes.block}`} aria-labelledby="landing-cta">
        <div className={classes.cta}>
          <h2 className={classes.blockTitle} id="landing-cta">
            {t('landing.cta.title')}
          </h2>
          <p>{t('landing.cta.body')}</p>
          <div className={classes.actions}>
            <ApplyButton label={t('landing.cta.apply')} />
            <Button
              component={Link}
              to={{ pathname: promotePath({ topic: 'sellerRules' }), search }}
              size="md"
              variant="default"
            >
              {t('landing.cta.rules')}
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
