import { Button, Modal, Textarea } from '@mantine/core';
import { adminEndpoints } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { maxLengthOf, useContractForm } from '../../lib/form';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './admin-ui.module.css';

/** The params of an endpoint that takes a reason (`xxxEndpoints.yyy.params`). */
type ReasonParams = { shape: { reason: z.ZodType<string | undefined> } };

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
  /**
   * The params of the endpoint the reason is sent to: its reason field says how many characters
   * the server keeps. A user action's (500) by default.
   */
  params?: ReasonParams;
};

/**
 * Asks for the reason behind a change to someone's account (it goes to the audit log with the
 * operator's name) and says what the change will do. Nothing is sent without a reason.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
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
  params,
}: ReasonModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const schema = z.object({ reason: (params ?? adminEndpoints.disableUser.params).shape.reason });
  const form = useContractForm({
    schema,
    initialValues: { reason: '' },
    // Some endpoints take a change without a reason (refusing a refund); here every change has one.
    check: ({ reason }) => (reason.trim() ? {} : { reason: { kind: 'required' } }),
    message: (_field, problem) => (problem.kind === 'required' ? t('reason.required') : undefined),
  });

  // Every missing piece is shown at once, not one after another: the extra fields are checked
  // whether the reason is there or not.
  const handleSubmit = form.onSubmit(
    ({ reason }) => {
      const areFieldsValid = validate ? validate() : true;
      if (reason && areFieldsValid) onConfirm(reason);
    },
    () => validate?.(),
  );

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
        {...form.getInputProps('reason')}
        maxLength={maxLengthOf(schema, 'reason')}
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
