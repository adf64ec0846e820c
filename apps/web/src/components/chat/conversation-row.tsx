import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../lib/date';
import { DateTime } from '../ui/date-time';
import { UnreadBadge } from './unread-badge';
import classes from './conversation-row.module.css';

/** The server's stand-in for a picture as the last message (contract §1.7). */
const PICTURE_MARK = '[picture]';

type ConversationRowProps = {
  name: string;
  avatar: ReactNode;
  /** The last message ("[picture]" for a picture). */
  last: string;
  time: string;
  unread: number;
  /** A second line under the name (a buyer's id). */
  detail?: string;
  isSelected?: boolean;
  onOpen: () => void;
};

/** One conversation in a list: who, the last message, when, and how many are unread. */
export function ConversationRow({
  name,
  avatar,
  last,
  time,
  unread,
  detail,
  isSelected = false,
  onOpen,
}: ConversationRowProps) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      className={classes.row}
      onClick={onOpen}
      aria-current={isSelected || undefined}
      data-testid="chat-conversation"
    >
      <span className={classes.avatar}>{avatar}</span>
      <span className={classes.text}>
        <span className={classes.name} dir="auto">
          {name}
        </span>
        {detail && <span className={classes.detail}>{detail}</span>}
        <span className={classes.last} dir="auto">
          {last === PICTURE_MARK ? t('message.picture') : last}
        </span>
      </span>
      <span className={classes.meta}>
        <DateTime value={time} className={classes.time} />
        <UnreadBadge count={unread} testId="chat-conversation-unread" />
        {unread > 0 && (
          <span className="cv-visually-hidden">{t('unread', { number: isolateLtr(String(unread)) })}</span>
        )}
      </span>
    </button>
  );
}

/** A shop's logo, or its initial on the brand's colour. */
export function ShopAvatar({ name, src, size = 40 }: { name: string; src: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" className={classes.logo} style={style} />;
  return (
    <span className={classes.initial} style={{ ...style, fontSize: size * 0.42 }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
