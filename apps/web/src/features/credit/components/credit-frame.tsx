import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon } from '../../../components/ui/icons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CREDIT_PATH } from '../../../lib/user-centre-paths';
import classes from './credit.module.css';

type CreditFrameProps = {
  titleKey: 'credit' | 'creditApplication' | 'myLoan';
  lead?: ReactNode;
  /** A way back to the offer, on the pages under it. */
  withBack?: boolean;
  testId: string;
  children: ReactNode;
};

/** A loan page: its card, a way back to the offer, its title (the document's too) and a line on it. */
export function CreditFrame({ titleKey, lead, withBack = false, testId, children }: CreditFrameProps) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <div className={`cv-container ${classes.page}`}>
      <div className={classes.panel} data-testid={testId}>
        <div className={classes.head}>
          {withBack && (
            <Link to={CREDIT_PATH} className={`cv-touch-link ${classes.back}`}>
              <ChevronBackIcon size={16} />
              {t('titles.credit')}
            </Link>
          )}
          <h1 className={classes.title}>{title}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
