import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './account.module.css';

type SetupSubpageProps = { titleKey: string; lead?: ReactNode; testId: string; children: ReactNode };

/** A settings page under /userInfo/setup: a way back, its title, a line on what it does. */
export function SetupSubpage({ titleKey, lead, testId, children }: SetupSubpageProps) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className={classes.panel} data-testid={testId}>
      <Link to="/userInfo/setup" className={classes.back}>
        <ChevronBackIcon size={16} />
        {t('titles.setup')}
      </Link>
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </div>
  );
}
