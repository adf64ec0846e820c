import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatAbout } from '../../../components/chat/chat-opener';
import { ChatThread } from '../../../components/chat/chat-thread';
import { ConversationRow, ShopAvatar } from '../../../components/chat/conversation-row';
import { storePath } from '../../../components/catalog/seller-card';
import { ChevronBackIcon, StoreIcon } from '../../../components/ui/icons';
import { EmptyState, LoadMore, QueryError } from '../../../components/ui/states';
import { useConversations } from '../api/get-conversations';
import { useShopThread } from '../api/get-messages';
import classes from './chat-dialog.module.css';
import { IconButton } from '../../../components/ui/icon-button';

/** The shop a conversation is with. */
export type Party = { partyid: string; name: string };

type ShopsPaneProps = {
  party: Party | null;
  onParty: (party: Party | null) => void;
  about: ChatAbout | null;
  onAboutDone: () => void;
};

/** The buyer's conversations with shops, or one of them. */
export function ShopsPane({ party, onParty, about, onAboutDone }: ShopsPaneProps) {
  if (party) {
    return (
      <ShopConversation party={party} onBack={() => onParty(null)} about={about} onAboutDone={onAboutDone} />
    );
  }
  return <ConversationList onOpen={onParty} />;
}

function ConversationList({ onOpen }: { onOpen: (party: Party) => void }) {
  const { t } = useTranslation('chat');
  const list = useConversations();
  const conversations = list.data?.pages.flat() ?? [];
  if (list.isError && !list.data) {
    return (
      <div className={classes.pane}>
        <QueryError query={list} title={t('shops.loadFailed')} />
      </div>
    );
  }
  return (
    <div className={`${classes.pane} ${classes.scrollPane}`} data-testid="chat-shops">
      {list.isPending ? null : conversations.length === 0 ? (
        <EmptyState>{t('shops.empty')}</EmptyState>
      ) : (
        <ul className={classes.conversations} aria-label={t('shops.listLabel')}>
          {conversations.map((c) => (
            <li key={c.id}>
              <ConversationRow
                name={c.username}
                avatar={<ShopAvatar name={c.username} src={c.avatar} />}
                last={c.content}
                time={c.updatetime}
                unread={c.unreadmsg}
                onOpen={() => onOpen({ partyid: c.partyid, name: c.username })}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} size="xs" />
    </div>
  );
}

function ShopConversation({
  party,
  onBack,
  about,
  onAboutDone,
}: {
  party: Party;
  onBack: () => void;
  about: ChatAbout | null;
  onAboutDone: () => void;
}) {
  const { t } = useTranslation('chat');
  const state = useShopThread(party.partyid);
  const name = party.name || t('shops.shop');
  return (
    <div className={classes.pane} data-testid="chat-shop-conversation">
      <div className={classes.peerBar}>
        <IconButton onClick={onBack} label={t('shops.back')} data-testid="chat-back">
          <ChevronBackIcon size={18} />
        </IconButton>
        <h3 className={classes.peerName} dir="auto">
          {name}
        </h3>
        <Button
          component={Link}
          to={storePath({ id: party.partyid })}
          variant="subtle"
          size="compact-xs"
          leftSection={<StoreIcon size={14} />}
        >
          {t('shops.visit')}
        </Button>
      </div>
      <ChatThread
        state={state}
        peerName={name}
        emptyText={t('shops.conversationEmpty', { shop: name })}
        about={about}
        onAboutDone={onAboutDone}
      />
    </div>
  );
}
