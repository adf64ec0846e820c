import type { ReactNode } from 'react';
import classes from './admin-ui.module.css';

type PageHeaderProps = { title: string; description?: string; actions?: ReactNode };

/** A console page's title, what the page is for, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={classes.pageHeader}>
      <div className={classes.pageHeading}>
        <h1 className={classes.pageTitle}>{title}</h1>
        {description && <p className={classes.pageDescription}>{description}</p>}
      </div>
      {actions && <div className={classes.pageActions}>{actions}</div>}
    </div>
  );
}
