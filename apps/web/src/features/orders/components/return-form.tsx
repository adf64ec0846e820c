import { orderEndpoints, RETURN_REASONS, returnReasonsFor, type OrderInfoVo } from '@caravan/contract';
import { Button, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FactList } from '../../../components/orders/fact-list';
import { maxLengthOf, useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { formatCount, formatPrice } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useRequestRefund } from '../api/request-refund';
import { orderDetailPath } from '../lib/order-paths';
import detailClasses from './order-detail.module.css';
import classes from './order-forms.module.css';

/** The server keeps at most this many characters of the buyer's details. */
const RETURN_DETAIL_MAX = maxLengthOf(orderEndpoints.requestRefund.params, 'returnDetail');

/** The refund request: reason, details, and the order it is about with the amount at stake. */
export function ReturnForm({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const navigate = useNavigate();
  const refund = useRequestRefund();
  const form = useContractForm({
    schema: orderEndpoints.requestRefund.params,
    initialValues: { returnReason: null as number | null, returnDetail: '' },
    toParams: (values) => ({ orderId: order.id, ...values }),
    message: (field) => (field === 'returnReason' ? t('return.reasonRequired') : undefined),
  });
  const reason = form.values.returnReason;
  // Only the reasons that can be true of the order now: goods not yet shipped cannot be damaged.
  const offered = returnReasonsFor(order);
  const missing = form.errorOf('returnReason') !== undefined;

  const handleSubmit = form.onSubmit((params) =>
    refund.mutate(
      { orderId: order.id, returnReason: params.returnReason, returnDetail: params.returnDetail ?? '' },
      {
        onSuccess: () => {
          toast.success(t('return.done'));
          navigate(orderDetailPath(order.id));
        },
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="return-form" className={classes.form}>
      <FactList
        testId="return-summary"
        facts={[
          { key: 'orderNo', label: t('fields.orderNo'), value: order.orderNo, isCode: true },
          { key: 'shop', label: t('fields.shop'), value: order.sellerName },
          { key: 'goodsCount', label: t('fields.goodsCount'), value: formatCount(order.goodsCount, lang) },
          {
            key: 'amount',
            label: t('refund.amount'),
            value: formatPrice(order.totalAmount, lang),
            isCode: true,
            testId: 'refund-amount',
          },
        ]}
      />
      <p className={detailClasses.muted}>{t('return.amountHint')}</p>
      <fieldset className={classes.reasons} aria-describedby={missing ? 'return-reason-error' : undefined}>
        <legend>{t('return.reasonLabel')}</legend>
        {offered.map((value) => {
          const key = RETURN_REASONS[value - 1] ?? 'other';
          return (
            <label key={key} className={classes.reason}>
              <input
                type="radio"
                name="return-reason"
                value={value}
                checked={reason === value}
                onChange={() => form.setFieldValue('returnReason', value)}
              />
              <span>{t(`returnReasons.${key}`)}</span>
            </label>
          );
        })}
      </fieldset>
      {missing && (
        <p className={classes.fieldError} id="return-reason-error" role="alert">
          {t('return.reasonRequired')}
        </p>
      )}
      <Textarea
        label={t('return.detailLabel')}
        description={t('return.counter', { length: form.values.returnDetail.length, max: RETURN_DETAIL_MAX })}
        {...form.getInputProps('returnDetail')}
        maxLength={RETURN_DETAIL_MAX}
        autosize
        minRows={3}
        data-testid="return-detail"
      />
      <div className={classes.formActions}>
        <Button type="submit" loading={refund.isPending} data-testid="return-submit">
          {t('return.submit')}
        </Button>
      </div>
    </form>
  );
}
