import { Button } from '@mantine/core';
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatMessage } from './chat-message';
import type { ChatThreadState } from './use-chat-thread';
import classes from './chat.module.css';

/** Within this many pixels of an end, the list counts as being at it. */
const EDGE_PX = 48;

type MessageListProps = {
  state: ChatThreadState;
  peerName: string;
  emptyText: string;
  onOpenPicture: (src: string) => void;
  orderLink?: (orderId: string) => string;
};

/**
 * The conversation, oldest at the top: it opens at the newest message and follows new ones while
 * the reader is at the bottom; scrolling to the top (or the button there) loads the page before,
 * keeping the reader's place.
 */
export function MessageList({ state, peerName, emptyText, onOpenPicture, orderLink }: MessageListProps) {
  const { t } = useTranslation('chat');
  const { thread, older } = state;
  const messages = thread.data?.messages ?? [];
  const hasOlder = thread.data?.hasOlder ?? false;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The list's height and position before an earlier page was asked for. */
  const before = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  const loadOlder = () => {
    const el = scroller.current;
    if (!hasOlder || older.isPending) return;
    before.current = el ? { height: el.scrollHeight, top: el.scrollTop } : null;
    older.mutate();
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && hasOlder && !older.isPending && !older.isError) loadOlder();
  };

  // An earlier page went in above: the reader stays on the message they were reading.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && before.current) {
      el.scrollTop = el.scrollHeight - before.current.height + before.current.top;
      before.current = null;
    }
  }, [firstId]);

  // A new message at the end: followed when the reader was at the bottom, or wrote it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (atBottom.current || last?.send_receive === 'send')) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.send_receive]);

  return (
    <div className={classes.scroller} ref={scroller} onScroll={handleScroll} data-testid="chat-scroller">
      {hasOlder ? (
        <div className={classes.earlier}>
          <Button
            variant="subtle"
            size="xs"
            onClick={loadOlder}
            loading={older.isPending}
            data-testid="chat-load-earlier"
          >
            {t('thread.loadEarlier')}
          </Button>
        </div>
      ) : (
        messages.length > 0 && <p className={classes.start}>{t('thread.start')}</p>
      )}
      {messages.length === 0 ? (
        <p className={classes.empty} data-testid="chat-empty">
          {emptyText}
        </p>
      ) : null}
      {/* The log is a box of its own: on the list itself its role would take the list's away. */}
      <div
        className={classes.messages}
        role="log"
        aria-label={t('thread.label', { name: peerName })}
        aria-busy={older.isPending}
      >
        <ol className={classes.messageItems}>
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              peerName={peerName}
              onOpenPicture={onOpenPicture}
              orderLink={orderLink}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}
