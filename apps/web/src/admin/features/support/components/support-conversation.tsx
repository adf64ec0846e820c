import { Button, Skeleton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon } from '../../../../components/ui/icons';
import { QueryError } from '../../../../components/ui/states';
import { ADMIN_NS } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useOperator } from '../../../lib/operator-context';
import { useClaimConversation, useSupportDetail } from '../api/support-conversations';
import { ClaimedBy } from './conversation-facts';
import { HandOver } from './hand-over';
import { MessageThread } from './message-thread';
import { RecentOrders } from './recent-orders';
import { ReplyBox } from './reply-box';
import classes from './conversation.module.css';

type SupportConversationProps = { id: string; poll: boolean; onBack: () => void };

/**
 * One buyer's conversation with support: who is answering it (Claim when nobody is), the messages
 * with a reply box, and the buyer's recent orders.
 */
export function SupportConversation({ id, poll, onBack }: SupportConversationProps) {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  const detail = useSupportDetail(id, { poll });
  const claim = useClaimConversation();
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the conversation replaces the list: the keyboard follows it.
  useEffect(() => {
    const back = heading.current?.closest('article')?.querySelector<HTMLElement>('[data-back]');
    if (back && getComputedStyle(back).display !== 'none') heading.current?.focus();
  }, []);

  const conversation = detail.data?.conversation;
  const buyer = conversation?.username || '--';
  const claimState = !conversation?.operatorId
    ? 'none'
    : conversation.operatorId === operator.id
      ? 'mine'
      : 'other';

  const handleClaim = () =>
    claim.mutate(id, {
      onSuccess: (claimed) => {
        if (claimed.operatorId === operator.id) toast.success(t('support.claimedToast', { name: buyer }));
        else toast.info(t('support.claimedFirst', { name: claimed.operatorName || '--' }));
      },
    });

  return (
    <article
      className={classes.conversation}
      aria-labelledby="support-conversation-heading"
      data-testid="support-open"
    >
      <header className={classes.conversationHead}>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.back}
          onClick={onBack}
          leftSection={<ChevronBackIcon size={16} />}
          data-back
          data-testid="support-back"
        >
          {t('support.back')}
        </Button>
        <div className={classes.buyer}>
          <h2
            className={classes.buyerName}
            id="support-conversation-heading"
            ref={heading}
            tabIndex={-1}
            dir="auto"
          >
            {conversation ? buyer : <Skeleton height={18} width={140} radius="sm" component="span" />}
          </h2>
          {conversation && (
            <Link to={`/admin/users/${encodeURIComponent(conversation.userId)}`} className={classes.userLink}>
              {t('support.openUser')}
            </Link>
          )}
        </div>
        {conversation && (
          <div className={classes.claimRow}>
            <ClaimedBy conversation={conversation} operatorId={operator.id} />
            {claimState === 'none' && (
              <Button
                size="compact-sm"
                onClick={handleClaim}
                loading={claim.isPending}
                data-testid="support-claim"
              >
                {t('support.claim')}
              </Button>
            )}
            {/* Handing conversations between operators is the super admin's alone (chat!reassign). */}
            {operator.role === 'super_admin' && <HandOver conversation={conversation} buyer={buyer} />}
          </div>
        )}
      </header>
      {detail.isError ? (
        <QueryError query={detail} />
      ) : (
        <div className={classes.conversationBody}>
          <div className={classes.threadColumn}>
            <MessageThread id={id} buyer={buyer} poll={poll} />
            <ReplyBox
              id={id}
              buyer={buyer}
              claim={claimState}
              claimedBy={conversation?.operatorName ?? ''}
              onRefused={() => void detail.refetch()}
            />
          </div>
          <RecentOrders orders={detail.data?.recentOrders} />
        </div>
      )}
    </article>
  );
}
