import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { Article } from '../../features/promote/components/article';
import { PROMOTE_NS } from '../../lib/i18n';
import { POLICY_TOPICS, isPolicyTopic } from '../../lib/promote-links';
import { PromoteLink } from '../../components/ui/promote-link';
import { PromoteRedirect } from '../routes/promote-redirect';
import classes from './pages.module.css';
import { SimplePage } from './simple-page';

/** Every help page: the policies (on the promotion site, in a new tab), about us, and selling. */
function HelpLinks() {
  const { t } = useTranslation(PROMOTE_NS);
  const { t: tCommon } = useTranslation();
  const { t: tPages } = useTranslation('pages');
  return (
    <ul className={classes.helpLinks} data-testid="help-links">
      {POLICY_TOPICS.map((topic) => (
        <li key={topic}>
          <PromoteLink topic={topic}>{t(`articles.${topic}.title`)}</PromoteLink>
        </li>
      ))}
      <li>
        <Link to="/information?topic=about">{tCommon('links.about')}</Link>
      </li>
      <li>
        <PromoteLink>{tPages('titles.merchantSettled')}</PromoteLink>
      </li>
    </ul>
  );
}

/**
 * /information (spec §2): `?topic=about` is about Caravan; a policy topic, an old address, goes to
 * the policy on the promotion site; anything else lists the help pages.
 */
export function InformationPage() {
  const [searchParams] = useSearchParams();
  const topic = searchParams.get('topic');
  const { t, ready } = useTranslation(PROMOTE_NS);
  if (isPolicyTopic(topic)) return <PromoteRedirect topic={topic} />;
  if (!ready) return <PageLoader />;
  if (topic === 'about') {
    return (
      <div className={`cv-container ${classes.page} ${classes.stack}`}>
        <Article topic="about" />
        <HelpLinks />
      </div>
    );
  }
  return (
    <SimplePage titleKey="information" lead={t('help.lead')}>
      <HelpLinks />
    </SimplePage>
  );
}
