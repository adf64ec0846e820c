import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../ui/states';
import { XIcon } from '../ui/icons';
import { ChatComposer } from './chat-composer';
import type { ChatAbout } from './chat-opener';
import { ChatPictureViewer } from './chat-picture-viewer';
import { ChatContextCard } from './context-card';
import { MessageList } from './message-list';
import type { ChatOutgoing, ChatThreadState } from './use-chat-thread';
import classes from './chat.module.css';
import { IconButton } from '../ui/icon-button';

type ChatThreadProps = {
  state: ChatThreadState;
  /** The other side's name: customer service, a shop, a buyer. */
  peerName: string;
  /** Said while the conversation has no message. */
  emptyText: string;
  /** What the next message will be about (a product, an order); sent with the first message. */
  about?: ChatAbout | null;
  /** The message about it went, or the writer took it off. */
  onAboutDone?: () => void;
  orderLink?: (orderId: string) => string;
};

/**
 * A conversation with its composer: the messages, what the next one will be about, and the
 * message being written. Sending goes part by part (the text, then each picture), the first
 * carrying what it is about; a part that fails stays in the draft with those after it.
 */
export function ChatThread({ state, peerName, emptyText, about, onAboutDone, orderLink }: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const [picture, setPicture] = useState<string | null>(null);
  const { thread, send } = state;

  const sendParts = async (parts: ChatOutgoing[]): Promise<number> => {
    let sent = 0;
    for (const part of parts) {
      const withAbout = sent === 0 && about ? { ...part, ...about } : part;
      try {
        await send.mutateAsync(withAbout);
      } catch {
        // The API client has said why; what is left stays in the draft.
        break;
      }
      if (sent === 0 && about) onAboutDone?.();
      sent += 1;
    }
    return sent;
  };

  return (
    <div className={classes.thread}>
      {thread.data ? (
        <MessageList
          state={state}
          peerName={peerName}
          emptyText={emptyText}
          onOpenPicture={setPicture}
          orderLink={orderLink}
        />
      ) : thread.isError ? (
        <div className={classes.centre}>
          <QueryError query={thread} title={t('thread.loadFailed')} />
        </div>
      ) : (
        <div className={classes.centre}>
          <InlineLoader label={t('thread.loading')} />
        </div>
      )}
      {about && (
        <div className={classes.about} data-testid="chat-about">
          <span className={classes.aboutLabel}>{t('about.asking')}</span>
          <ChatContextCard about={about} orderLink={orderLink} />
          <IconButton size="sm" onClick={onAboutDone} label={t('about.remove')}>
            <XIcon size={16} />
          </IconButton>
        </div>
      )}
      <ChatComposer onSend={sendParts} isSending={send.isPending} />
      <ChatPictureViewer src={picture} onClose={() => setPicture(null)} />
    </div>
  );
}
