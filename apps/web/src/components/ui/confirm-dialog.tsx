import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './confirm-dialog.module.css';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  loading?: boolean;
  /** Nothing to confirm yet (a choice still to make in the dialog). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that cannot be undone; Cancel (or Escape) does nothing. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={title}>
      <div className={classes.body} data-testid="confirm-dialog">
        {children}
      </div>
      <div className={classes.actions}>
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('actions.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={loading}
          disabled={confirmDisabled}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
