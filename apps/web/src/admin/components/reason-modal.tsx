import { Button, Modal, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './admin-ui.module.css';

/** The server keeps at most this many characters of a reason (AdminUserActionParams). */
export const REASON_MAX_LENGTH = 500;

type ReasonModalProps = {
  opened: boolean;
  title: string;
  /** What will happen when the operator confirms, in plain words. */
  consequence: ReactNode;
  confirmLabel: string;
  /** Red for actions that take something away (disable), the primary colour otherwise. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Extra fields above the reason (the operator edit form). */
  children?: ReactNode;
  /**
   * Checks the extra fields when the operator confirms, together with the reason; false keeps the
   * form open (the fields show their own errors).
   */
  validate?: () => boolean;
  /** Where the server keeps fewer characters than REASON_MAX_LENGTH (a deposit's reason: 200). */
  maxLength?: number;
};

/**
 * Asks for the reason behind a change to someone's account (it goes to the audit log with the
 * operator's name) and says what the change will do. Nothing is sent without a reason.
 */
export function ReasonModal(props: ReasonModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered size="lg">
      {/* Mounted only while open, so each opening starts with an empty reason. */}
      {props.opened && <ReasonForm {...props} />}
    </Modal>
  );
}

function ReasonForm({
  consequence,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onClose,
  children,
  validate,
  maxLength = REASON_MAX_LENGTH,
}: ReasonModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [reason, setReason] = useState('');
  const [isMissing, setMissing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Every missing piece is shown at once, not one after another.
    const areFieldsValid = validate ? validate() : true;
    const trimmed = reason.trim();
    if (!trimmed) setMissing(true);
    if (!trimmed || !areFieldsValid) return;
    onConfirm(trimmed);
  };

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="reason-form">
      <div className={danger ? `${classes.consequence} ${classes.consequenceDanger}` : classes.consequence}>
        {consequence}
      </div>
      {children}
      <Textarea
        label={t('reason.label')}
        description={t('reason.hint')}
        placeholder={t('reason.placeholder')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (event.currentTarget.value.trim()) setMissing(false);
        }}
        error={isMissing ? t('reason.required') : undefined}
        maxLength={maxLength}
        autosize
        minRows={3}
        maxRows={8}
        required
        data-autofocus
        data-testid="reason-input"
      />
      <div className={classes.modalActions}>
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          color={danger ? 'red' : undefined}
          loading={pending}
          data-testid="reason-confirm"
        >
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
