import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/ui/private-image';
import { ADMIN_NS } from '../../lib/admin-i18n';
import classes from './finance.module.css';

type CertificateViewerProps = { src: string; alt: string };

/**
 * A payment certificate (a private file finance may read): a preview that opens the image at full
 * size, to compare the amount, date and reference on it with the deposit.
 */
export function CertificateViewer({ src, alt }: CertificateViewerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [isLarge, setLarge] = useState(false);
  const failed = t('finance.deposits.certificateFailed');
  return (
    <>
      <button
        type="button"
        className={classes.certificateButton}
        onClick={() => setLarge(true)}
        aria-label={t('finance.deposits.certificateOpen')}
        data-testid="certificate-open"
      >
        <PrivateImage
          src={src}
          alt={alt}
          scope="admin"
          failedText={failed}
          className={classes.certificate}
          height={220}
        />
      </button>
      <Modal
        opened={isLarge}
        onClose={() => setLarge(false)}
        title={alt}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {isLarge && (
          <PrivateImage
            src={src}
            alt={alt}
            scope="admin"
            failedText={failed}
            className={classes.certificateLarge}
          />
        )}
      </Modal>
    </>
  );
}
