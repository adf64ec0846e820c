import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronIcon } from './icons';
import classes from './states.module.css';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className={classes.empty} data-testid="empty-state">
      {children}
    </p>
  );
}

type ErrorStateProps = { title: string; body: string; onRetry: () => void; retrying?: boolean };

export function ErrorState({ title, body, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.error} role="alert" data-testid="error-state">
      <h2 className={classes.errorTitle}>{title}</h2>
      <p className={classes.errorBody}>{body}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

type SectionProps = {
  id: string;
  title: string;
  icon?: ReactNode;
  viewAllTo?: string;
  children: ReactNode;
};

/** A titled home-page band with an optional "View all" link. */
export function Section({ id, title, icon, viewAllTo, children }: SectionProps) {
  const { t } = useTranslation();
  const headingId = `${id}-title`;
  return (
    <section className={classes.section} aria-labelledby={headingId} data-testid={`section-${id}`}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id={headingId}>
          {icon && <span className={classes.sectionIcon}>{icon}</span>}
          {title}
        </h2>
        {viewAllTo && (
          <Link to={viewAllTo} className={classes.viewAll}>
            {t('actions.viewAll')}
            <ChevronIcon size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
