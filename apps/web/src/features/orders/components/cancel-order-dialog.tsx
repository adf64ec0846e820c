import { CANCEL_REASONS, orderEndpoints } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { RadioFieldset } from '../../../components/ui/radio-fieldset';
import { useContractForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import classes from './order-forms.module.css';

type CancelOrderDialogProps = { orderId: string; opened: boolean; onClose: () => void };

/** Cancelling an unpaid order asks why first (spec §4: five reasons, sent as `cancelReason` 0–4). */
export function CancelOrderDialog({ orderId, opened, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('cancel.title')}>
      {/* Mounted only while open, so each opening starts with no reason chosen. */}
      {opened && <CancelForm orderId={orderId} onClose={onClose} />}
    </Dialog>
  );
}

function CancelForm({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const cancel = useCancelOrder();
  const form = useContractForm({
    schema: orderEndpoints.cancel.params,
    initialValues: { cancelReason: null as number | null },
    toParams: ({ cancelReason }) => ({ orderId, cancelReason }),
    // The server takes a cancel without a reason; the buyer is still asked for one.
    check: ({ cancelReason }) => (cancelReason === null ? { cancelReason: { kind: 'required' } } : {}),
    message: () => t('cancel.reasonRequired'),
  });
  const missing = form.errorOf('cancelReason') !== undefined;

  const handleSubmit = form.onSubmit((params) =>
    cancel.mutate(params, {
      onSuccess: () => {
        toast.success(t('cancel.done'));
        onClose();
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="cancel-dialog">
      <p>{t('cancel.body')}</p>
      <RadioFieldset
        legend={t('cancel.reasonLabel')}
        name="cancel-reason"
        options={CANCEL_REASONS.map((key, index) => ({ value: index, label: t(`cancelReasons.${key}`) }))}
        value={form.values.cancelReason}
        onChange={(index) => form.setFieldValue('cancelReason', index)}
        classNames={{ root: classes.reasons, option: classes.reason }}
        aria-describedby={missing ? 'cancel-reason-error' : undefined}
      />
      {missing && (
        <p className={classes.fieldError} id="cancel-reason-error" role="alert">
          {t('cancel.reasonRequired')}
        </p>
      )}
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
          {t('cancel.keep')}
        </Button>
        <Button type="submit" color="red" loading={cancel.isPending} data-testid="cancel-confirm">
          {t('cancel.confirm')}
        </Button>
      </div>
    </form>
  );
}
