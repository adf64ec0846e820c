import { Button, Textarea } from '@mantine/core';
import { CHAT_LIMITS } from '@caravan/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import { useOperator } from '../../../lib/operator-context';
import { useSendSupportMessage } from '../api/support-messages';
import classes from './conversation.module.css';

type ReplyBoxProps = {
  id: string;
  buyer: string;
  /** Who is answering: the operator (`mine`), nobody yet (`none`) or another operator (`other`). */
  claim: 'mine' | 'none' | 'other';
  claimedBy: string;
  /** The server said another operator has the conversation: what the page shows is stale. */
  onRefused: () => void;
};

/**
 * A text answer to the buyer (pictures are not offered: the console's upload endpoint is for the
 * catalogue's operators). Enter sends, Shift+Enter starts a new line; a refused answer keeps its
 * text and says why.
 */
export function ReplyBox({ id, buyer, claim, claimedBy, onRefused }: ReplyBoxProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const operator = useOperator();
  const send = useSendSupportMessage(id, operator.id);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const isOthers = claim === 'other';
  const content = text.trim();

  const submit = () => {
    if (!content || send.isPending || isOthers) return;
    setRefusal(null);
    send.mutate(content, {
      onSuccess: () => setText(''),
      onError: (error) => {
        const isTaken = error instanceof ApiError && error.key === 'COMMON_NO_PERMISSION';
        setRefusal(
          isTaken
            ? t('support.refusedTaken')
            : error instanceof ApiError
              ? errorMessage(error)
              : t('common.loadFailedBody'),
        );
        if (isTaken) onRefused();
      },
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line, and Enter that ends an input method's composition is its own.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={classes.reply} onSubmit={handleSubmit} data-testid="support-reply">
      {refusal && (
        <p className={classes.refusal} role="alert" data-testid="support-refusal">
          {refusal}
        </p>
      )}
      {isOthers && (
        <p className={classes.replyNote}>{t('support.othersNote', { name: claimedBy || '--' })}</p>
      )}
      <Textarea
        aria-label={t('support.replyLabel', { name: buyer })}
        placeholder={t('support.replyPlaceholder')}
        description={claim === 'none' ? t('support.replyClaims') : t('support.replyHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        maxLength={CHAT_LIMITS.text}
        autosize
        minRows={2}
        maxRows={6}
        disabled={isOthers}
        data-testid="support-reply-input"
      />
      <div className={classes.replyActions}>
        <span className={classes.counter} dir="ltr" aria-hidden="true">
          {formatCount(text.length, lang)} / {formatCount(CHAT_LIMITS.text, lang)}
        </span>
        <Button
          type="submit"
          loading={send.isPending}
          disabled={!content || isOthers}
          data-testid="support-send"
        >
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
}
