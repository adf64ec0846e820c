import type { SubscriptionConfirmVo } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CouponTicket } from '../../../components/coupons/coupon-ticket';
import { EmptyState, InlineLoader, QueryError } from '../../../components/ui/states';
import { isolateLtr } from '../../../lib/date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmSubscription } from '../api/confirm-subscription';
import classes from './subscription-page.module.css';

/**
 * /subscription?code=… (and its /wap/ twin), where the welcome e-mail's link lands: the address is
 * confirmed, and the welcome coupon goes to the signed-in buyer, or waits for the visitor to sign
 * in or register, which come back here.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('catalog');
  const title = t('subscription.title');
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const link = params.get('code') ?? '';
  const confirm = useConfirmSubscription(link);
  return (
    <div className={`cv-container ${classes.page}`} data-testid="page-subscription">
      <h1 className={classes.title}>{title}</h1>
      {link === '' ? (
        <EmptyState>{t('subscription.noLink')}</EmptyState>
      ) : confirm.isPending ? (
        <InlineLoader label={t('subscription.confirming')} />
      ) : confirm.isError ? (
        <QueryError query={confirm} title={t('subscription.failed')} />
      ) : (
        <Confirmed reply={confirm.data} back={`/subscription?code=${encodeURIComponent(link)}`} />
      )}
    </div>
  );
}

/** The address confirmed, and what became of its welcome coupon; `back`: this page's address. */
function Confirmed({ reply, back }: { reply: SubscriptionConfirmVo; back: string }) {
  const { t } = useTranslation('catalog');
  const { welcome, coupon } = reply;
  return (
    <section className={classes.confirmed} data-testid="subscription-confirmed" data-welcome={welcome}>
      <p className={classes.lead}>{t('subscription.confirmed', { email: isolateLtr(reply.email) })}</p>
      <p className={classes.welcome}>{t(`subscription.welcome.${welcome}`)}</p>
      {coupon && (
        <div className={classes.coupon}>
          <CouponTicket
            coupon={coupon}
            testId="welcome-coupon"
            action={
              welcome === 'given' ? <span className={classes.stamp}>{t('coupons.claimed')}</span> : undefined
            }
          />
        </div>
      )}
      <div className={classes.actions}>
        {welcome === 'signIn' ? (
          <>
            <Button
              component={Link}
              to={`/login?redirect=${encodeURIComponent(back)}`}
              data-testid="welcome-sign-in"
            >
              {t('subscription.signIn')}
            </Button>
            <Button component={Link} variant="default" to={`/register?redirect=${encodeURIComponent(back)}`}>
              {t('subscription.register')}
            </Button>
          </>
        ) : (
          <>
            {welcome === 'given' && (
              <Button component={Link} to="/userInfo/coupons" data-testid="welcome-my-coupons">
                {t('coupons.mineTitle')}
              </Button>
            )}
            <Button component={Link} variant={welcome === 'given' ? 'default' : 'filled'} to="/">
              {t('subscription.shop')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
