import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenFor, type ApiScope } from '../../lib/api-client';

/**
 * The object URL of an image behind a login (payment certificates). An `<img src>` cannot send the
 * Bearer header and a token in the URL would end up in logs and history, so the bytes are fetched
 * with the header once and shown through an object URL, released when the viewer goes away.
 */
function usePrivateImageUrl(src: string, scope: ApiScope): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string; url: string | null; failed: boolean }>({
    src,
    url: null,
    failed: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = tokenFor(scope);
    fetch(src, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
      credentials: 'same-origin',
    })
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) throw new Error(`private image ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ src, url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, scope]);

  return state.src === src ? state : { url: null, failed: false };
}

type ShownProps = {
  image: { url: string | null; failed: boolean };
  alt: string;
  failedText: string;
  className?: string;
  width?: number;
  height?: number;
};

/** The image once read, a grey block while it loads, or `failedText` when it cannot be read. */
function Shown({ image, alt, failedText, className, width, height }: ShownProps) {
  if (image.failed)
    return (
      <span className={className} role="img" aria-label={alt} data-testid="private-image-failed">
        {failedText}
      </span>
    );
  if (!image.url) return <Skeleton className={className} width={width} height={height ?? 120} />;
  return (
    <img
      src={image.url}
      alt={alt}
      className={className}
      width={width}
      height={height}
      data-testid="private-image"
    />
  );
}

type PrivateImageProps = Omit<ShownProps, 'image'> & {
  /** A private file's URL (`/api/privateFile!get.action?id=…`), readable only with a token. */
  src: string;
  /** Whose token opens it: the buyer's (`api`) or the operator's (`admin`). */
  scope: ApiScope;
};

/** An image behind a login, e.g. a payment certificate. */
export function PrivateImage({ src, scope, ...shown }: PrivateImageProps) {
  return <Shown image={usePrivateImageUrl(src, scope)} {...shown} />;
}

type PrivateImageViewerProps = PrivateImageProps & {
  /** The button's label ("View the payment certificate"). */
  openLabel: string;
  buttonClassName?: string;
  /** The full-size image's class, in the dialog. */
  largeClassName?: string;
  testId?: string;
};

/**
 * A private image as a preview that opens at full size in a dialog; both show the one download.
 */
export function PrivateImageViewer({
  src,
  scope,
  openLabel,
  buttonClassName,
  largeClassName,
  testId,
  ...shown
}: PrivateImageViewerProps) {
  const { t } = useTranslation();
  const image = usePrivateImageUrl(src, scope);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        onClick={() => setOpen(true)}
        aria-label={openLabel}
        data-testid={testId}
      >
        <Shown image={image} {...shown} />
      </button>
      <Modal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title={shown.alt}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': t('actions.dismiss') }}
      >
        <Shown image={image} alt={shown.alt} failedText={shown.failedText} className={largeClassName} />
      </Modal>
    </>
  );
}
