import type { ChatConversationVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/account/avatars';
import { ChatThread } from '../../../../components/chat/chat-thread';
import { ConversationRow } from '../../../../components/chat/conversation-row';
import { ChevronBackIcon } from '../../../../components/ui/icons';
import { EmptyState, LoadMore, QueryError } from '../../../../components/ui/states';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useBuyerThread } from '../api/get-shop-messages';
import { useShopConversations } from '../api/get-shop-conversations';
import { sellerOrderPath } from '../../../lib/seller-paths';
import panel from '../../../components/panel.module.css';
import classes from './messages.module.css';
import { IconButton } from '../../../../components/ui/icon-button';

/**
 * /seller/messages: the shop's conversations with buyers (newest first, with their unread counts)
 * and the one open in the address (?buyer=), to read and answer — live over the websocket, polled
 * while it is down. On a phone the list and the conversation take turns.
 */
export function SellerMessagesPage() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('panel.messages'));
  const [params, update] = useSearchParamsUpdate();
  const buyer = params.get('buyer') ?? '';
  const list = useShopConversations();
  const conversations = list.data?.pages.flat() ?? [];
  const open = conversations.find((c) => c.partyid === buyer);

  return (
    <div className={panel.page} data-testid="seller-messages">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.messages')}</h1>
          <p className={panel.intro}>{t('messages.intro')}</p>
        </div>
      </div>
      <div className={`${classes.inbox} ${buyer ? classes.hasOpen : ''}`}>
        <section className={classes.list} aria-label={t('messages.listLabel')}>
          {list.isError && !list.data ? (
            <QueryError query={list} title={t('messages.loadFailed')} />
          ) : list.isPending ? null : conversations.length === 0 ? (
            <EmptyState>{t('messages.empty')}</EmptyState>
          ) : (
            <ul className={classes.rows} data-testid="seller-conversations">
              {conversations.map((c) => (
                <li key={c.id}>
                  <ConversationRow
                    name={c.username}
                    detail={c.uid ? t('messages.buyerId', { uid: c.uid }) : undefined}
                    avatar={<UserAvatar avatar={c.useravatar} size={40} />}
                    last={c.content}
                    time={c.updatetime}
                    unread={c.unreadmsg}
                    isSelected={c.partyid === buyer}
                    onOpen={() => update({ buyer: c.partyid })}
                  />
                </li>
              ))}
            </ul>
          )}
          <LoadMore list={list} size="xs" />
        </section>
        <section className={classes.conversation} aria-label={t('messages.conversationLabel')}>
          {buyer ? (
            <BuyerConversation
              key={buyer}
              buyer={buyer}
              conversation={open}
              onBack={() => update({ buyer: '' })}
            />
          ) : (
            <p className={classes.pick}>{t('messages.pick')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function BuyerConversation({
  buyer,
  conversation,
  onBack,
}: {
  buyer: string;
  conversation: ChatConversationVo | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation('seller');
  const state = useBuyerThread(buyer);
  const name = conversation?.username ?? t('messages.buyer');
  return (
    <div className={classes.open} data-testid="seller-conversation">
      <div className={classes.peer}>
        <IconButton className={classes.back} onClick={onBack} label={t('messages.back')}>
          <ChevronBackIcon size={18} />
        </IconButton>
        {conversation && <UserAvatar avatar={conversation.useravatar} size={32} />}
        <h2 className={classes.peerName} dir="auto">
          {name}
        </h2>
      </div>
      <ChatThread
        state={state}
        peerName={name}
        emptyText={t('messages.noMessages')}
        orderLink={sellerOrderPath}
      />
    </div>
  );
}
