import { Button, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../lib/i18n';
import classes from './admin-ui.module.css';

type ModalActionsProps = {
  onCancel: () => void;
  /** The form is being sent: the submit button spins. */
  pending: boolean;
  /** Cancel is off while the form is being sent. */
  cancelDisabled?: boolean;
  submitLabel: string;
  /** The submit button's colour where the action is not a plain save (a payout is teal). */
  submitColor?: MantineColor;
  submitTestId?: string;
};

/** A console form's Cancel and submit buttons, at the foot of its modal. */
export function ModalActions({
  onCancel,
  pending,
  cancelDisabled,
  submitLabel,
  submitColor,
  submitTestId,
}: ModalActionsProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className={classes.modalActions}>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </div>
  );
}
