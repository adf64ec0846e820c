import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './search-results.module.css';

/** A page of search results: its title (also the document's), what sits beside it, the results. */
export function ResultsPage({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={`cv-container ${classes.page}`}>
      <div className={classes.head}>
        <h1 className={classes.title} dir="auto">
          {title}
        </h1>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** "42 results", announced when it changes; a blank line (keeping its height) until it is known. */
export function ResultCount({ text }: { text: string | undefined }) {
  return (
    <p className={classes.count} aria-live="polite" data-testid="result-count">
      {text ?? '\u00a0'}
    </p>
  );
}
