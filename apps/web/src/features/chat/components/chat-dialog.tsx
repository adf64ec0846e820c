import { isWapPath, WAP_BASE } from '@caravan/contract';
import { useFocusTrap, useMergedRef } from '@mantine/hooks';
import { useId, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeChat, useChatOpener } from '../../../components/chat/chat-opener';
import { ExternalIcon, MoveIcon, XIcon } from '../../../components/ui/icons';
import { FULL_SCREEN_QUERY, useDragPosition } from '../hooks/use-drag-position';
import { ChatDialogBody } from './chat-dialog-body';
import classes from './chat-dialog.module.css';
import { IconButton } from '../../../components/ui/icon-button';

/** The customer-service window's size on a desktop (spec §2, §9). */
export const CHAT_WINDOW = { width: 480, height: 680 } as const;

/** The support window in a browser window of its own (spec §2's alternative): /chat. */
function openSupportWindow(productId: string | undefined) {
  const base = isWapPath(window.location.pathname) ? WAP_BASE : '';
  const query = productId ? `?productId=${encodeURIComponent(productId)}` : '';
  window.open(
    `${base}/chat${query}`,
    'caravan-support',
    `popup,width=${CHAT_WINDOW.width},height=${CHAT_WINDOW.height}`,
  );
}

/**
 * The chat dialog (spec §2): a floating window, 480 × 680 at the bottom right (bottom left in a
 * right-to-left page), moved by its title bar or with the arrow keys on its move button; the whole
 * screen on a phone. The focus stays inside while it is open; Escape closes it. Closed, it is gone
 * from the page, and with it every poll of its conversations.
 */
export function ChatDialog({ helpUrl }: { helpUrl?: string | undefined }) {
  const { open, request, seq } = useChatOpener();
  if (!open) return null;
  return <ChatWindow request={request} seq={seq} helpUrl={helpUrl} />;
}

function ChatWindow({
  request,
  seq,
  helpUrl,
}: {
  request: ReturnType<typeof useChatOpener>['request'];
  seq: number;
  helpUrl: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const moveHintId = useId();
  const frame = useRef<HTMLElement>(null);
  const trap = useFocusTrap(true);
  const ref = useMergedRef(frame, trap);
  const { offset, barHandlers, handleKeyDown } = useDragPosition(frame);
  const style = { '--chat-x': `${offset.x}px`, '--chat-y': `${offset.y}px` } as CSSProperties;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys from a picture viewer over the dialog are the viewer's.
    if (event.key === 'Escape' && frame.current?.contains(event.target as Node)) {
      event.stopPropagation();
      closeChat();
    }
  };

  // On a phone the dialog covers the page: following a link in it (a product, an order) shows the page.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (link && !link.getAttribute('target') && window.matchMedia?.(FULL_SCREEN_QUERY).matches) closeChat();
  };

  const productId = request.about?.contextType === 1 ? request.about.contextId : undefined;
  return (
    <section
      ref={ref}
      className={classes.window}
      style={style}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      data-testid="chat-dialog"
    >
      <header className={classes.bar} {...barHandlers}>
        <IconButton
          className={classes.move}
          onKeyDown={handleKeyDown}
          label={t('dialog.move')}
          aria-describedby={moveHintId}
          data-drag-handle
          data-testid="chat-move"
        >
          <MoveIcon size={18} />
        </IconButton>
        <span id={moveHintId} className="cv-visually-hidden">
          {t('dialog.moveHint')}
        </span>
        <h2 className={classes.title} id={titleId}>
          {t('dialog.title')}
        </h2>
        <IconButton
          className={classes.popOut}
          onClick={() => {
            openSupportWindow(productId);
            closeChat();
          }}
          label={t('dialog.popOut')}
        >
          <ExternalIcon size={18} />
        </IconButton>
        <IconButton onClick={closeChat} label={t('dialog.close')} data-testid="chat-close">
          <XIcon size={20} />
        </IconButton>
      </header>
      <ChatDialogBody key={seq} request={request} helpUrl={helpUrl} />
    </section>
  );
}
