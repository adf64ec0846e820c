import type { ReactNode } from 'react';
import classes from './admin-ui.module.css';

type MessagePanelProps = { title: string; body: string; testId?: string; children?: ReactNode };

/** A centred notice with a way onwards (not found, not for your role). */
export function MessagePanel({ title, body, testId, children }: MessagePanelProps) {
  return (
    <div className={classes.message} data-testid={testId}>
      <h1 className={classes.messageTitle}>{title}</h1>
      <p className={classes.messageBody}>{body}</p>
      {children}
    </div>
  );
}
