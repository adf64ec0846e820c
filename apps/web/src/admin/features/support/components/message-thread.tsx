import { Button } from '@mantine/core';
import { CHAT_CONTEXT, CHAT_IMAGE_PATH } from '@caravan/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../../../components/catalog/goods-grid';
import { InlineLoader, QueryError } from '../../../../components/ui/states';
import { ADMIN_NS } from '../../../../lib/i18n';
import { DateTime } from '../../../components/date-time';
import { messagesInOrder, useSupportMessages, type SupportMessage } from '../api/support-messages';
import classes from './conversation.module.css';

/** Within this many pixels of the end, the reader is following the conversation as it grows. */
const FOLLOW_PX = 80;

type MessageThreadProps = { id: string; buyer: string; poll: boolean };

/**
 * The conversation's messages, oldest first: the buyer's on the start side, support's on the end
 * side with the operator's name. It opens at the latest; earlier pages load on request, keeping
 * what the reader was looking at in place.
 */
export function MessageThread({ id, buyer, poll }: MessageThreadProps) {
  const { t } = useTranslation(ADMIN_NS);
  const messages = useSupportMessages(id, { poll });
  const shown = messagesInOrder(messages.data);
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: '', last: '', height: 0, following: true });

  const first = shown[0]?.id ?? '';
  const last = shown.at(-1)?.id ?? '';
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    if (last !== before.last) {
      // The first page, or a new message: show it when the reader was at the end (or wrote it).
      const isOwn = shown.at(-1)?.send_receive === 'send';
      if (before.last === '' || before.following || isOwn) element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) {
      // Earlier messages above: keep the ones in view where they were.
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { ...before, first, last, height: element.scrollHeight };
  });

  const handleScroll = () => {
    const element = box.current;
    if (!element) return;
    seen.current.following = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    seen.current.height = element.scrollHeight;
  };

  return (
    <div
      ref={box}
      className={classes.thread}
      role="log"
      aria-label={t('support.threadLabel', { name: buyer })}
      // A region that scrolls is reachable with the keyboard, so it can be scrolled without a mouse.
      tabIndex={0}
      onScroll={handleScroll}
      data-testid="support-thread"
    >
      {messages.isPending && <InlineLoader />}
      {messages.isError && <QueryError query={messages} />}
      {messages.hasNextPage && (
        <div className={classes.earlier}>
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => void messages.fetchNextPage()}
            loading={messages.isFetchingNextPage}
            data-testid="support-load-earlier"
          >
            {t('support.loadEarlier')}
          </Button>
        </div>
      )}
      {messages.isSuccess && !messages.hasNextPage && shown.length > 0 && (
        <p className={classes.threadStart}>{t('support.threadStart')}</p>
      )}
      {messages.isSuccess && shown.length === 0 && (
        <p className={classes.threadStart}>{t('support.noMessages')}</p>
      )}
      <ol className={classes.messages}>
        {shown.map((message) => (
          <MessageItem key={message.id} message={message} buyer={buyer} />
        ))}
      </ol>
    </div>
  );
}

function MessageItem({ message, buyer }: { message: SupportMessage; buyer: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const isSupport = message.send_receive === 'send';
  const author = isSupport ? message.operatorName || t('support.supportAuthor') : buyer;
  return (
    <li
      className={classes.message}
      data-side={isSupport ? 'support' : 'buyer'}
      data-testid="support-message"
      data-id={message.id}
    >
      <span className={classes.author} dir="auto">
        {author}
      </span>
      <div className={classes.bubble}>
        {message.type === 'img' && CHAT_IMAGE_PATH.test(message.content) ? (
          <a href={message.content} target="_blank" rel="noreferrer" className={classes.pictureLink}>
            <img
              src={message.content}
              alt={t('support.pictureAlt', { name: author })}
              className={classes.picture}
              loading="lazy"
            />
          </a>
        ) : (
          // Whatever was sent is shown as text, never as markup.
          <p className={classes.text} dir="auto">
            {message.content}
          </p>
        )}
        <MessageContext message={message} />
      </div>
      <span className={classes.time}>
        <DateTime value={message.createtime} />
      </span>
    </li>
  );
}

/** What the buyer wrote from: one of their orders (opened in the console) or a product on sale. */
function MessageContext({ message }: { message: SupportMessage }) {
  const { t } = useTranslation(ADMIN_NS);
  if (!message.contextId) return null;
  if (message.contextType === CHAT_CONTEXT.order) {
    return (
      <Link to={`/admin/orders?order=${encodeURIComponent(message.contextId)}`} className={classes.context}>
        {t('support.aboutOrder')}
      </Link>
    );
  }
  if (message.contextType === CHAT_CONTEXT.product) {
    return (
      <a
        href={productPath({ id: message.contextId })}
        target="_blank"
        rel="noreferrer"
        className={classes.context}
      >
        {t('support.aboutProduct')}
      </a>
    );
  }
  return null;
}
