import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { discountRatio } from '../lib/pricing';
import classes from './goods.module.css';

/** `YYYY-MM-DDTHH:mm` for a datetime-local field, in the browser's time zone. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export type DiscountWindow = { discountRatio: string; discountStartTime: number; discountEndTime: number };

type DiscountDialogProps = {
  /** How many listings the discount is for (0 closes the dialog). */
  count: number;
  pending: boolean;
  onSave: (window: DiscountWindow) => void;
  onClose: () => void;
};

/** A discount for the chosen listings: the percentage off and the window it runs in. */
export function DiscountDialog({ count, pending, onSave, onClose }: DiscountDialogProps) {
  const { t } = useTranslation('seller');
  return (
    <Dialog opened={count > 0} onClose={onClose} title={t('goods.discountTitle', { count })}>
      {count > 0 && <DiscountForm pending={pending} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function DiscountForm({ pending, onSave, onClose }: Omit<DiscountDialogProps, 'count'>) {
  const { t } = useTranslation('seller');
  const now = new Date();
  const [percent, setPercent] = useState('10');
  const [start, setStart] = useState(localInput(now));
  const [end, setEnd] = useState(localInput(new Date(now.getTime() + 7 * 86_400_000)));
  const [touched, setTouched] = useState(false);
  const ratio = discountRatio(percent);
  const startMs = new Date(start).getTime();
  const endMs = new Date(end).getTime();
  const windowProblem =
    Number.isNaN(startMs) || Number.isNaN(endMs)
      ? 'goods.windowMissing'
      : endMs <= startMs
        ? 'goods.windowOrder'
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (ratio === null || windowProblem !== null) return;
    onSave({ discountRatio: ratio, discountStartTime: startMs, discountEndTime: endMs });
  };
  return (
    <form onSubmit={submit} noValidate className={classes.priceForm} data-testid="discount-form">
      <TextInput
        label={t('goods.discountPercent')}
        description={t('goods.discountHint')}
        value={percent}
        inputMode="decimal"
        rightSection="%"
        classNames={{ wrapper: classes.amountBox }}
        onChange={(event) => setPercent(event.currentTarget.value)}
        error={touched && ratio === null ? t('goods.discountInvalid') : undefined}
        data-autofocus
        data-testid="discount-percent"
      />
      <TextInput
        type="datetime-local"
        label={t('goods.discountStart')}
        value={start}
        onChange={(event) => setStart(event.currentTarget.value)}
        data-testid="discount-start"
      />
      <TextInput
        type="datetime-local"
        label={t('goods.discountEnd')}
        value={end}
        onChange={(event) => setEnd(event.currentTarget.value)}
        error={touched && windowProblem ? t(windowProblem) : undefined}
        data-testid="discount-end"
      />
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={pending} data-testid="discount-save">
          {t('goods.discountSave')}
        </Button>
      </div>
    </form>
  );
}
