import { Skeleton } from '@mantine/core';
import type { AdminChatConversationVo } from '@caravan/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { ADMIN_NS } from '../../../../lib/i18n';
import { AdminPagination } from '../../../components/admin-pagination';
import { DateTime } from '../../../components/date-time';
import { useOperator } from '../../../lib/operator-context';
import type { SupportView } from '../api/support-conversations';
import { ClaimedBy, LastMessage } from './conversation-facts';
import classes from './support.module.css';

type ConversationPage = { pageList: AdminChatConversationVo[]; pageInfo: { totalElements: number } };

type ConversationListProps = {
  list: UseQueryResult<ConversationPage>;
  view: SupportView;
  page: number;
  openId: string | null;
  onPageChange: (page: number) => void;
};

/** The conversations of one view, each a link that opens it beside the list (?c=). */
export function ConversationList({ list, view, page, openId, onPageChange }: ConversationListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [params] = useSearchParams();
  if (list.isError) return <QueryError query={list} />;
  if (list.isPending) {
    return (
      <ul className={classes.list} aria-hidden="true" data-testid="support-conversations-loading">
        {Array.from({ length: 5 }, (_, row) => (
          <li key={row} className={classes.skeletonItem}>
            <Skeleton height={14} width="60%" radius="sm" />
            <Skeleton height={12} width="85%" radius="sm" />
          </li>
        ))}
      </ul>
    );
  }
  const rows = list.data.pageList;
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('c', id);
    return { search: `?${next.toString()}` };
  };
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState>{t(`support.empty.${view}`)}</EmptyState>
      ) : (
        <ul className={classes.list} aria-busy={list.isFetching} data-testid="support-conversations">
          {rows.map((conversation) => (
            <li key={conversation.id}>
              <ConversationLink
                conversation={conversation}
                to={linkTo(conversation.id)}
                isOpen={conversation.id === openId}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={page} total={list.data.pageInfo.totalElements} onChange={onPageChange} />
    </>
  );
}

type ConversationLinkProps = {
  conversation: AdminChatConversationVo;
  to: { search: string };
  isOpen: boolean;
};

function ConversationLink({ conversation, to, isOpen }: ConversationLinkProps) {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  return (
    <Link
      to={to}
      className={classes.item}
      aria-current={isOpen ? 'true' : undefined}
      data-testid="support-conversation"
      data-id={conversation.id}
    >
      <span className={classes.itemTop}>
        <span className={classes.itemName} dir="auto">
          {conversation.username || '--'}
        </span>
        {conversation.unread > 0 && (
          <span className={classes.unread} data-testid="support-unread">
            <span aria-hidden="true">{conversation.unread}</span>
            <span className="cv-visually-hidden">{t('support.unread', { count: conversation.unread })}</span>
          </span>
        )}
      </span>
      <span className={classes.itemLast}>
        <LastMessage content={conversation.lastContent} />
      </span>
      <span className={classes.itemMeta}>
        <ClaimedBy conversation={conversation} operatorId={operator.id} />
        <span className={classes.itemTime}>
          <DateTime value={conversation.lastMessageTime} />
        </span>
      </span>
    </Link>
  );
}
