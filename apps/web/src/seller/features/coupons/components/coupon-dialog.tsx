import { Button, SegmentedControl, TextInput } from '@mantine/core';
import {
  COUPON_KINDS,
  COUPON_LIMITS,
  sellerCouponEndpoints,
  type CouponKind,
  type OwnedCouponVo,
} from '@caravan/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { cleanAmountInput } from '../../../../lib/amount-text';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { useContractForm, type FieldProblem } from '../../../../lib/form';
import { useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useSaveCoupon } from '../api/save-coupon';
import {
  fromLocalInput,
  localInput,
  OPEN_AFTER_CLAIMS,
  percentToRate,
  termsDraftOf,
  TERMS_FIELD_OF,
  type CouponTermsDraft,
} from '../../../../lib/coupon-terms';
import classes from './coupons.module.css';

const DAY_MS = 86_400_000;
/** A new coupon runs from now for this many days unless the seller says otherwise. */
const DEFAULT_DAYS = 30;

type Values = CouponTermsDraft;

/** The coupon's terms, or a new one's, offered from now for DEFAULT_DAYS. */
function initialValues(coupon: OwnedCouponVo | null, now: number): Values {
  return termsDraftOf(coupon, { start: localInput(now), end: localInput(now + DEFAULT_DAYS * DAY_MS) });
}

type CouponDialogProps = {
  /** `{ coupon: null }` makes a new coupon, `{ coupon }` changes that one; null is closed. */
  target: { coupon: OwnedCouponVo | null } | null;
  onClose: () => void;
};

/** A coupon of the shop made or changed in a dialog (a bottom sheet on a phone). */
export function CouponDialog({ target, onClose }: CouponDialogProps) {
  const { t } = useTranslation('seller');
  return (
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={t(target?.coupon ? 'coupons.form.editTitle' : 'coupons.form.newTitle')}
    >
      {/* Mounted only while open, so each opening starts from the coupon and without the last refusal. */}
      {target && <CouponForm key={target.coupon?.id ?? 'new'} coupon={target.coupon} onClose={onClose} />}
    </Dialog>
  );
}

function CouponForm({ coupon, onClose }: { coupon: OwnedCouponVo | null; onClose: () => void }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const save = useSaveCoupon();
  const isLocked = coupon !== null && coupon.claimed > 0;
  const [initial] = useState(() => initialValues(coupon, Date.now()));
  // A time the seller left alone is sent as it was, to the millisecond: its field shows minutes only,
  // and a start that moved by a second would be a change of terms the server refuses once claimed.
  const timeOf = (text: string, was: string, ms: number | undefined) =>
    ms !== undefined && text === was ? ms : fromLocalInput(text);
  const max = formatAmount(COUPON_LIMITS.amountMax, lang);

  const form = useContractForm({
    schema: sellerCouponEndpoints.save.params,
    initialValues: initial,
    toParams: (v: Values) => ({
      id: coupon?.id,
      title: v.title,
      kind: v.kind,
      amount: v.kind === 'amount' ? v.amount : undefined,
      rate: v.kind === 'percent' ? (percentToRate(v.percent) ?? v.percent) : undefined,
      cap: v.kind === 'percent' ? v.cap : undefined,
      minSpend: v.minSpend,
      // Categories are set in the console only; a shop's change keeps them as they are.
      categoryIds: coupon?.categoryIds.join(',') || undefined,
      startTime: timeOf(v.start, initial.start, coupon?.startTime),
      endTime: timeOf(v.end, initial.end, coupon?.endTime),
      total: v.total,
      perBuyer: v.perBuyer,
    }),
    fieldOf: TERMS_FIELD_OF,
    // What buyers already hold, as the list last read it (the server checks it again, up to date).
    check: (v) =>
      coupon && /^\d+$/.test(v.total) && Number(v.total) < coupon.claimed
        ? { total: { kind: 'tooSmall', min: coupon.claimed } }
        : {},
    message: (field: string, problem: FieldProblem) => {
      if (problem.kind === 'required') return undefined;
      if (field === 'percent') return t('coupons.form.percentInvalid');
      const isFormat = problem.kind === 'invalid' || (problem.kind === 'rule' && !problem.error);
      if (field === 'amount' && isFormat) return t('coupons.form.amountInvalid', { max });
      if ((field === 'cap' || field === 'minSpend') && isFormat)
        return t('coupons.form.limitInvalid', { max });
      return undefined;
    },
    // A change answers the server's last refusal: it is not shown against the new values.
    onValuesChange: () => save.reset(),
  });
  const values = form.values;

  // A refusal about a field is shown beside it, any other above the buttons, until the next change.
  const refusal = save.error instanceof ApiError ? save.error : null;
  const refusedField: string | undefined =
    refusal?.key === 'COUPON_WINDOW_INVALID'
      ? 'end'
      : refusal?.key === 'COUPON_TOTAL_BELOW_CLAIMED'
        ? 'total'
        : refusal?.key === 'COMMON_PARAM_INVALID'
          ? (TERMS_FIELD_OF[String(refusal.params.field)] ?? String(refusal.params.field))
          : undefined;
  const isFieldRefusal = refusedField !== undefined && refusedField in values;
  const field = (name: keyof Values) => ({
    ...form.getInputProps(name),
    error: refusal && isFieldRefusal && refusedField === name ? errorMessage(refusal) : form.errorOf(name),
    disabled: isLocked && !OPEN_AFTER_CLAIMS.has(name),
  });
  const amountInput = (name: 'amount' | 'cap' | 'minSpend') => ({
    ...field(name),
    inputMode: 'decimal' as const,
    classNames: { wrapper: classes.ltrBox },
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, cleanAmountInput(event.currentTarget.value)),
    'data-testid': `coupon-${name}`,
  });
  const countInput = (name: 'total' | 'perBuyer') => ({
    ...field(name),
    inputMode: 'numeric' as const,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, event.currentTarget.value.replace(/\D/g, '').slice(0, 10)),
    'data-testid': `coupon-${name}`,
  });
  const timeInput = (name: 'start' | 'end') => ({
    ...field(name),
    type: 'datetime-local',
    classNames: { wrapper: classes.ltrBox },
    'data-testid': `coupon-${name}`,
  });

  const submit = form.onSubmit((params) => {
    if (save.isPending) return;
    save.mutate(
      { ...params, categoryIds: params.categoryIds?.join(',') },
      {
        onSuccess: () => {
          toast.success(t(coupon ? 'coupons.form.saved' : 'coupons.form.created'));
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className={classes.form} data-testid="coupon-form">
      {isLocked && (
        <p className={classes.note} data-testid="coupon-locked">
          {t('coupons.form.locked', { claimed: coupon.claimed })}
        </p>
      )}
      <TextInput
        label={t('coupons.form.title')}
        description={t('coupons.form.titleHint')}
        maxLength={COUPON_LIMITS.titleMax}
        {...field('title')}
        data-autofocus
        data-testid="coupon-title"
      />
      <fieldset className={classes.kind} disabled={isLocked}>
        <legend>{t('coupons.form.kind')}</legend>
        <SegmentedControl
          fullWidth
          data={COUPON_KINDS.map((kind) => ({ value: kind, label: t(`coupons.form.kinds.${kind}`) }))}
          value={values.kind}
          onChange={(kind) => form.setFieldValue('kind', kind as CouponKind)}
          disabled={isLocked}
          data-testid="coupon-kind"
        />
      </fieldset>
      {values.kind === 'amount' ? (
        <TextInput label={t('coupons.form.amount')} {...amountInput('amount')} />
      ) : (
        <div className={classes.pair}>
          <TextInput
            label={t('coupons.form.percent')}
            description={t('coupons.form.percentHint')}
            {...field('percent')}
            inputMode="decimal"
            rightSection="%"
            classNames={{ wrapper: classes.ltrBox }}
            onChange={(event) => form.setFieldValue('percent', cleanAmountInput(event.currentTarget.value))}
            data-testid="coupon-percent"
          />
          <TextInput
            label={t('coupons.form.cap')}
            description={t('coupons.form.capHint')}
            {...amountInput('cap')}
          />
        </div>
      )}
      <TextInput
        label={t('coupons.form.minSpend')}
        description={t('coupons.form.minSpendHint')}
        {...amountInput('minSpend')}
      />
      <div className={classes.pair}>
        <TextInput label={t('coupons.form.start')} {...timeInput('start')} />
        <TextInput
          label={t('coupons.form.end')}
          description={t('coupons.form.endHint', { days: COUPON_LIMITS.daysMax })}
          {...timeInput('end')}
        />
      </div>
      <div className={classes.pair}>
        <TextInput
          label={t('coupons.form.total')}
          description={
            isLocked
              ? t('coupons.form.totalLocked', { claimed: coupon.claimed })
              : t('coupons.form.totalHint')
          }
          {...countInput('total')}
        />
        <TextInput
          label={t('coupons.form.perBuyer')}
          description={t('coupons.form.perBuyerHint', { max: COUPON_LIMITS.perBuyerMax })}
          {...countInput('perBuyer')}
        />
      </div>
      {refusal && !isFieldRefusal && (
        <p className={classes.problem} role="alert" data-testid="coupon-error">
          {errorMessage(refusal)}
        </p>
      )}
      <div className={classes.dialogActions}>
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="coupon-save">
          {t(coupon ? 'coupons.form.save' : 'coupons.form.create')}
        </Button>
      </div>
    </form>
  );
}
