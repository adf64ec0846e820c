import { ORDER_STATUS as S, type OrderGoodsVo, type OrderInfoVo } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useAddEvaluations } from '../api/add-evaluations';
import { useOrder } from '../api/get-order';
import { useOrderGoods } from '../api/get-order-goods';
import { orderDetailPath } from '../lib/order-paths';
import { OrderLoaded, OrderNotice, OrderSubpage } from './order-page';
import { ReviewBlock } from './review-block';
import { evaluationOf, isComplete } from './review-body';
import { useReviewDrafts } from './review-drafts';
import { useOrderId } from './use-order-id';
import classes from './review.module.css';

/** The review form for the lines not reviewed yet, sent at once in one JSON body. */
function ReviewForm({ order, lines }: { order: OrderInfoVo; lines: OrderGoodsVo[] }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const drafts = useReviewDrafts();
  const [attempted, setAttempted] = useState(false);
  const add = useAddEvaluations();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (drafts.uploading) return;
    setAttempted(true);
    if (!lines.every((line) => isComplete(drafts.draftOf(line.id)))) return;
    add.mutate(
      { orderId: order.id, evaluations: lines.map((line) => evaluationOf(line, drafts.draftOf(line.id))) },
      {
        onSuccess: () => {
          toast.success(t('review.done'));
          navigate(orderDetailPath(order.id));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="review-form" className={classes.blocks}>
      <ul className={classes.blocks}>
        {lines.map((line) => (
          <ReviewBlock
            key={line.id}
            line={line}
            draft={drafts.draftOf(line.id)}
            showErrors={attempted}
            onChange={(update) => drafts.change(line.id, update)}
            onAddPictures={(files) => drafts.addPictures(line.id, files)}
            onRemovePicture={(key) => drafts.removePicture(line.id, key)}
          />
        ))}
      </ul>
      <div className={classes.submitBar}>
        <Button
          type="submit"
          loading={add.isPending}
          disabled={drafts.uploading}
          aria-describedby={drafts.uploading ? 'review-waiting' : undefined}
          data-testid="review-submit"
        >
          {t('review.submit')}
        </Button>
        {drafts.uploading && (
          <p className={classes.waiting} id="review-waiting" role="status" data-testid="review-waiting">
            {t('review.waitForUploads')}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * /userInfo/order-evaluation?id=: a review per goods line not yet reviewed (spec §5: up to nine
 * pictures each; pictures still uploading hold the submit back).
 */
export function OrderEvaluationPage() {
  const { t } = useTranslation('orders');
  const orderId = useOrderId();
  const order = useOrder(orderId);
  const goods = useOrderGoods(orderId);

  return (
    <OrderSubpage
      titleKey="orderEvaluation"
      orderId={orderId}
      lead={t('review.lead')}
      testId="page-order-evaluation"
    >
      <OrderLoaded orderId={orderId} queries={[order, goods]} skeletonHeight={240}>
        {(info, lines) => {
          const open = lines.filter((line) => line.evaluated !== 1);
          return info.status === S.received && open.length > 0 ? (
            <ReviewForm order={info} lines={open} />
          ) : (
            <OrderNotice orderId={orderId} testId="review-closed">
              {t(info.status === S.reviewed || open.length === 0 ? 'review.alreadyDone' : 'review.notYet')}
            </OrderNotice>
          );
        }}
      </OrderLoaded>
    </OrderSubpage>
  );
}
