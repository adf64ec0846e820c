import { ActionIcon, Button, Textarea } from '@mantine/core';
import { CHAT_LIMITS } from '@caravan/contract';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoIcon, SendIcon, XIcon } from '../ui/icons';
import { UploadProgress } from '../ui/upload-progress';
import { isPictureUploading, type PictureDraft } from '../../lib/send-picture';
import { useWindowSession } from '../../lib/window-session';
import type { ChatOutgoing } from './use-chat-thread';
import { CHAT_PICTURE_TYPES, uploadChatPicture } from './chat-picture';
import classes from './chat.module.css';
import { IconButton } from '../ui/icon-button';

/** Pictures one message may carry along. */
export const MAX_DRAFT_PICTURES = 9;
/** The character count shows once a message is this long. */
const COUNT_FROM = CHAT_LIMITS.text - 200;

type DraftPicture = PictureDraft & { cancel: () => void };

type ChatComposerProps = {
  /**
   * Sends the parts in order (the text, then each picture) and says how many went; the rest stay
   * in the draft.
   */
  onSend: (parts: ChatOutgoing[]) => Promise<number>;
  isSending: boolean;
};

let nextKey = 0;

/**
 * The message being written: text (Enter sends, Shift+Enter starts a line) and pictures, each
 * uploaded as soon as it is chosen or pasted, with its progress; nothing can be sent while a
 * picture is still on its way.
 */
export function ChatComposer({ onSend, isSending }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const session = useWindowSession();
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<DraftPicture[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const statusId = useId();
  const draft = useRef(pictures);
  useEffect(() => {
    draft.current = pictures;
  }, [pictures]);

  // Uploads still running and previews still held go with the composer.
  useEffect(
    () => () => {
      for (const picture of draft.current) {
        picture.cancel();
        if (picture.preview) URL.revokeObjectURL(picture.preview);
      }
    },
    [],
  );

  const update = (key: number, change: Partial<DraftPicture>) =>
    setPictures((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const addPictures = (files: readonly File[]) => {
    const room = MAX_DRAFT_PICTURES - draft.current.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = (nextKey += 1);
      const upload = uploadChatPicture(file, {
        onProgress: (progress) => update(key, { progress }),
        fallback: t('composer.uploadFailed'),
        wrongType: t('composer.wrongType'),
        session,
      });
      const isAccepted = CHAT_PICTURE_TYPES.some((type) => type === file.type);
      setPictures((list) => [
        ...list,
        {
          key,
          name: file.name,
          preview: isAccepted ? URL.createObjectURL(file) : '',
          progress: 0,
          url: null,
          error: null,
          cancel: upload.cancel,
        },
      ]);
      void upload.finished.then((outcome) =>
        update(key, 'url' in outcome ? { url: outcome.url, progress: 1 } : { error: outcome.error }),
      );
    }
  };

  const removePicture = (picture: DraftPicture) => {
    picture.cancel();
    if (picture.preview) URL.revokeObjectURL(picture.preview);
    setPictures((list) => list.filter((p) => p.key !== picture.key));
  };

  const isUploading = pictures.some(isPictureUploading);
  const ready = pictures.filter((p) => p.url !== null);
  const trimmed = text.trim();
  const canSend = !isUploading && !isSending && (trimmed !== '' || ready.length > 0);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const parts: ChatOutgoing[] = [
      ...(trimmed ? [{ type: 'text' as const, content: trimmed }] : []),
      ...ready.map((p) => ({ type: 'img' as const, content: p.url ?? '' })),
    ];
    const sent = await onSend(parts);
    const picturesSent = trimmed ? sent - 1 : sent;
    if (trimmed && sent > 0) setText('');
    for (const picture of ready.slice(0, Math.max(0, picturesSent))) removePicture(picture);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    addPictures(files);
  };

  return (
    <form className={classes.composer} onSubmit={(event) => void submit(event)} data-testid="chat-composer">
      {pictures.length > 0 && (
        <ul className={classes.drafts} aria-label={t('composer.pictures')}>
          {pictures.map((picture, index) => (
            <li key={picture.key} className={classes.draft} data-testid="chat-draft-picture">
              {picture.preview ? (
                <img src={picture.preview} alt="" className={classes.draftPreview} />
              ) : (
                <span className={classes.draftPreview} aria-hidden="true" />
              )}
              <div className={classes.draftInfo}>
                <span className={classes.draftName} dir="auto">
                  {picture.name}
                </span>
                {picture.error ? (
                  <span className={classes.draftError} role="alert">
                    {picture.error}
                  </span>
                ) : picture.url ? (
                  <span className={classes.draftDone}>{tc('upload.done')}</span>
                ) : (
                  <UploadProgress
                    percent={Math.round(picture.progress * 100)}
                    label={t('composer.uploading', { number: index + 1 })}
                    classNames={{ root: classes.progress, bar: classes.progressBar }}
                  />
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => removePicture(picture)}
                aria-label={t('composer.removePicture', { name: picture.name })}
              >
                <XIcon size={16} />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.composeRow}>
        <input
          ref={picker}
          type="file"
          accept={CHAT_PICTURE_TYPES.join(',')}
          multiple
          hidden
          aria-label={t('composer.addPicture')}
          data-testid="chat-picture-input"
          onChange={(event) => {
            addPictures([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <IconButton
          size="lg"
          onClick={() => picker.current?.click()}
          disabled={pictures.length >= MAX_DRAFT_PICTURES}
          label={t('composer.addPicture')}
        >
          <PhotoIcon />
        </IconButton>
        <Textarea
          className={classes.input}
          label={t('composer.label')}
          labelProps={{ className: 'cv-visually-hidden' }}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CHAT_LIMITS.text}
          aria-describedby={`${hintId} ${statusId}`}
          data-autofocus
          data-testid="chat-input"
        />
        <Button
          type="submit"
          disabled={!canSend}
          loading={isSending}
          className={classes.send}
          aria-label={t('composer.send')}
          data-testid="chat-send"
        >
          <SendIcon size={18} />
        </Button>
      </div>
      <p id={hintId} className="cv-visually-hidden">
        {t('composer.hint')}
      </p>
      <p id={statusId} className={classes.composerStatus} aria-live="polite">
        {isUploading
          ? t('composer.waitForPictures')
          : text.length >= COUNT_FROM
            ? t('composer.count', { used: text.length, max: CHAT_LIMITS.text })
            : ''}
      </p>
    </form>
  );
}
