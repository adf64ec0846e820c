import type { ChatMessageVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../ui/date-time';
import type { ChatAbout } from './chat-opener';
import { isChatPicture } from './chat-picture';
import { ChatContextCard } from './context-card';
import classes from './chat.module.css';

type ChatMessageProps = {
  message: ChatMessageVo;
  /** Who wrote a received message, for screen readers ("Customer service", a shop, a buyer). */
  peerName: string;
  onOpenPicture: (src: string) => void;
  orderLink?: (orderId: string) => string;
};

/**
 * One message: the reader's own at the line's end, the other side's at its start (mirrored in a
 * right-to-left page); text always as text, a picture as a thumbnail that opens larger; what it is
 * about above it; its time in the browser's zone, kept left to right.
 */
export function ChatMessage({ message, peerName, onOpenPicture, orderLink }: ChatMessageProps) {
  const { t } = useTranslation('chat');
  const isOwn = message.send_receive === 'send';
  const { contextType, contextId } = message;
  const about: ChatAbout | null =
    (contextType === 1 || contextType === 2) && contextId ? { contextType, contextId } : null;
  const isPicture = message.type === 'img' && isChatPicture(message.content);
  return (
    <li
      className={`${classes.message} ${isOwn ? classes.own : classes.theirs}`}
      data-testid="chat-message"
      data-own={isOwn || undefined}
    >
      <span className="cv-visually-hidden">{isOwn ? t('thread.you') : peerName}: </span>
      <div className={classes.bubble}>
        {about && <ChatContextCard about={about} orderLink={orderLink} />}
        {isPicture ? (
          <button
            type="button"
            className={classes.pictureButton}
            onClick={() => onOpenPicture(message.content)}
            aria-label={t('message.openPicture')}
          >
            <img src={message.content} alt="" loading="lazy" className={classes.picture} />
          </button>
        ) : (
          <p className={classes.text} dir="auto" data-testid="chat-text">
            {message.type === 'img' ? t('message.picture') : message.content}
          </p>
        )}
      </div>
      <DateTime value={message.createtime} className={classes.time} />
    </li>
  );
}
