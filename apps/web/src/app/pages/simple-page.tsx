import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KeyPart } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './pages.module.css';

type SimplePageProps = {
  /** A key under `titles` in the pages namespace. */
  titleKey: KeyPart<'pages', 'titles.'>;
  lead?: string;
  children?: ReactNode;
  /** Inside the user centre, which already provides the page frame. */
  embedded?: boolean;
};

/** A route's own page in its simplest form: the layout, a heading and a way on. */
export function SimplePage({ titleKey, lead, children, embedded = false }: SimplePageProps) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  const panel = (
    <div className={classes.panel} data-testid={`page-${titleKey}`}>
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
      <Button component={Link} to="/index" variant="light" mt="md">
        {t('continueShopping')}
      </Button>
    </div>
  );
  if (embedded) return panel;
  return <div className={`cv-container ${classes.page}`}>{panel}</div>;
}
