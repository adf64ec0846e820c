import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROMOTE_NS } from '../../../lib/i18n';
import { promotePath } from '../../../lib/promote-links';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePromoteSearch } from '../hooks/use-promote-search';
import { PolicyLinks } from './policy-links';
import classes from './promote-not-found.module.css';

/** An address the promotion site does not have: says so and offers every page it does have. */
export function PromoteNotFound() {
  const { t } = useTranslation(PROMOTE_NS);
  const { t: tCommon } = useTranslation();
  const { search } = usePromoteSearch();
  const title = t('policy.notFound.title');
  useDocumentTitle(title);
  return (
    <div className={`cv-container ${classes.page}`} data-testid="promote-not-found">
      <p className={classes.code}>{tCommon('notFound.code')}</p>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.body}>{t('policy.notFound.body')}</p>
      <PolicyLinks className={classes.links} />
      <Button component={Link} to={{ pathname: promotePath(), search }} size="md">
        {t('policy.notFound.home')}
      </Button>
    </div>
  );
}
