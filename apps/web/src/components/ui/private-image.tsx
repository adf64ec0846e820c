import { Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApiScope } from '../../lib/api-client';
import { getToken } from '../../lib/auth';
import { getOperatorToken } from '../../lib/operator-auth';

type PrivateImageProps = {
  /** A private file's URL (`/api/privateFile!get.action?id=…`), readable only with a token. */
  src: string;
  alt: string;
  /** Whose token opens it: the buyer's (`api`) or the operator's (`admin`). */
  scope: ApiScope;
  /** Shown when the image cannot be read (gone, or not this viewer's). */
  failedText: string;
  className?: string;
  width?: number;
  height?: number;
};

/**
 * An image behind a login (payment certificates). An `<img src>` cannot send the Bearer header and a
 * token in the URL would end up in logs and history, so the bytes are fetched with the header and
 * shown through an object URL, released when the image goes away.
 */
export function PrivateImage({ src, alt, scope, failedText, className, width, height }: PrivateImageProps) {
  const [state, setState] = useState<{ src: string; url: string | null; failed: boolean }>({
    src,
    url: null,
    failed: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = scope === 'admin' ? getOperatorToken() : getToken();
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

  const current = state.src === src ? state : { url: null, failed: false };
  if (current.failed)
    return (
      <span className={className} role="img" aria-label={alt} data-testid="private-image-failed">
        {failedText}
      </span>
    );
  if (!current.url) return <Skeleton className={className} width={width} height={height ?? 120} />;
  return (
    <img
      src={current.url}
      alt={alt}
      className={className}
      width={width}
      height={height}
      data-testid="private-image"
    />
  );
}
