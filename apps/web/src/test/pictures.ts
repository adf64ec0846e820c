import { fireEvent, screen, within } from '@testing-library/react';

/**
 * jsdom has no object URLs; pictures read as blobs (private photos, certificates, previews) are
 * shown through them: each becomes `url`.
 */
export function fakeObjectUrls(url: string) {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => url });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
}

const PICTURE_BYTES = {
  'image/png': [137, 80, 78, 71],
  'image/webp': [82, 73, 70, 70],
} as const;

/** A private file as privateFile!get answers it: the first bytes of a picture. */
export function privateFileReply(type: keyof typeof PICTURE_BYTES): Response {
  return new Response(new Uint8Array(PICTURE_BYTES[type]), { headers: { 'Content-Type': type } });
}

/** Chooses a picture in an upload field (`testId`, its input `testId-input`) and waits until it is up. */
export async function uploadPicture(testId: string) {
  const file = new File([new Uint8Array(PICTURE_BYTES['image/png'])], 'photo.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId(`${testId}-input`), { target: { files: [file] } });
  await within(screen.getByTestId(testId)).findByText('Uploaded');
}
