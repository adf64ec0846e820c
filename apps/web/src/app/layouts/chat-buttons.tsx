import { useTranslation } from 'react-i18next';
import { openChat } from '../../components/chat/chat-opener';
import { IconWithBadge, badgeCount } from '../../components/chat/unread-badge';
import { HeadsetIcon, MessagesIcon } from '../../components/ui/icons';
import { useChatUnread } from '../../features/chat/api/get-unread';
import { useSupportUnread } from '../../features/chat/api/get-support-unread';
import { useToken } from '../../lib/auth';
import { isolateLtr } from '../../lib/date';
import { preloadChat } from './chat-host';
import action from '../../components/ui/header-action.module.css';
import classes from './store-header.module.css';

type HeaderChatButtonProps = {
  label: string;
  icon: React.ReactNode;
  unread: number;
  onClick: () => void;
  testId: string;
};

function HeaderChatButton({ label, icon, unread, onClick, testId }: HeaderChatButtonProps) {
  const { t } = useTranslation('chat');
  const name = unread > 0 ? `${label}, ${t('unread', { number: isolateLtr(badgeCount(unread)) })}` : label;
  return (
    <button
      type="button"
      className={action.action}
      aria-label={name}
      title={label}
      onClick={onClick}
      onPointerEnter={preloadChat}
      onFocus={preloadChat}
      data-testid={testId}
    >
      <IconWithBadge icon={icon} count={unread} testId={`${testId}-unread`} />
      <span className={`${action.actionLabel} ${classes.hideNarrow}`}>{label}</span>
    </button>
  );
}

/** The header's customer-service icon (spec §2): opens the chat dialog; its badge counts support's unread messages. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const token = useToken();
  const unread = useSupportUnread();
  return (
    <HeaderChatButton
      label={t('header.customerService')}
      icon={<HeadsetIcon />}
      unread={token ? (unread.data ?? 0) : 0}
      onClick={() => openChat({ tab: 'support' })}
      testId="customer-service"
    />
  );
}

/** The header's chat icon (spec §2, logged in only): the conversations with shops and their unread messages. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const token = useToken();
  const unread = useChatUnread();
  if (!token) return null;
  return (
    <HeaderChatButton
      label={t('header.chat')}
      icon={<MessagesIcon />}
      unread={unread.data ?? 0}
      onClick={() => openChat({ tab: 'shops' })}
      testId="chat-button"
    />
  );
}
