import type { AdminChatConversationVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from './support.module.css';

/** What the server puts as a conversation's last message when it was a picture. */
const PICTURE_SUMMARY = '[picture]';

/** A conversation's last message as text (a picture named as one). */
export function LastMessage({ content }: { content: string }) {
  const { t } = useTranslation(ADMIN_NS);
  if (content === PICTURE_SUMMARY) return <em>{t('support.pictureSummary')}</em>;
  return <span dir="auto">{content}</span>;
}

type Claimed = Pick<AdminChatConversationVo, 'operatorId' | 'operatorName'>;

/** Who is answering a conversation: the operator looking, another one (named), or nobody yet. */
export function ClaimedBy({ conversation, operatorId }: { conversation: Claimed; operatorId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const claim = !conversation.operatorId ? 'none' : conversation.operatorId === operatorId ? 'mine' : 'other';
  return (
    <span className={classes.claim} data-claim={claim} data-testid="support-claimed-by">
      {claim === 'none' && t('support.unclaimed')}
      {claim === 'mine' && t('support.claimedByYou')}
      {claim === 'other' && t('support.claimedBy', { name: conversation.operatorName || '--' })}
    </span>
  );
}
