import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './chat.module.css';

/** A chat picture at full size, over everything (the chat dialog included); Escape closes it. */
export function ChatPictureViewer({ src, onClose }: { src: string | null; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      title={t('message.picture')}
      centered
      size="auto"
      zIndex={400}
      closeButtonProps={{ 'aria-label': tc('actions.dismiss') }}
    >
      {src && <img src={src} alt={t('message.picture')} className={classes.viewerPicture} />}
    </Modal>
  );
}
