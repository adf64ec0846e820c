import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_NS } from '../../lib/i18n';
import { ADMIN_BASE } from '../lib/console-areas';
import classes from '../components/admin-ui.module.css';

type MessagePanelProps = { title: string; body: string; testId?: string };

/**
 * A centred notice with the way back to the dashboard (not found, not for your role); its title is
 * the tab's too.
 */
export function MessagePanel({ title, body, testId }: MessagePanelProps) {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(title);
  return (
    <div className={classes.message} data-testid={testId}>
      <h1 className={classes.messageTitle}>{title}</h1>
      <p className={classes.messageBody}>{body}</p>
      <Button component={Link} to={ADMIN_BASE}>
        {t('common.toDashboard')}
      </Button>
    </div>
  );
}
