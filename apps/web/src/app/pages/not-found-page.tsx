import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './pages.module.css';

/** The 404 page: says what happened and offers a way back. */
export function NotFoundPage({ homePath = '/index' }: { homePath?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="cv-container" data-testid="not-found">
      <div className={classes.notFound}>
        <p className={classes.big} aria-hidden="true">
          404
        </p>
        <h1 className={classes.title}>
          <span className="cv-visually-hidden">{t('notFound.code')}: </span>
          {t('notFound.title')}
        </h1>
        <p>{t('notFound.body')}</p>
        <div className={classes.actions}>
          <Button component={Link} to={homePath} size="md">
            {t('actions.backHome')}
          </Button>
        </div>
      </div>
    </div>
  );
}
