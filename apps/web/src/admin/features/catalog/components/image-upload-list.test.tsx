import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { renderWithProviders } from '../../../../test/render';
import { ADMIN_NS, i18next } from '../../../../lib/i18n';
import { ImageUploadList } from './image-upload-list';

/** A stand-in XMLHttpRequest the test drives: progress events, then the server's reply. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static count = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
    FakeXhr.count += 1;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** The reply settles a promise, so the test awaits the re-render. */
  async reply(body: unknown) {
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

function Harness({ max = 10 }: { max?: number }) {
  const [images, setImages] = useState<string[]>(['/uploads/goods/first.webp']);
  return (
    <>
      <ImageUploadList
        images={images}
        onChange={setImages}
        max={max}
        moduleName="goods"
        label="Product images"
      />
      <output data-testid="images-value">{images.join(',')}</output>
    </>
  );
}

/** Chooses a file; the drop area reads the chosen files asynchronously, so wait for it to settle. */
async function choose(file: File) {
  fireEvent.change(screen.getByTestId('file-input-goods'), { target: { files: [file] } });
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
}

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'board.png', { type: 'image/png' });

beforeAll(() => i18next.loadNamespaces(ADMIN_NS));
beforeEach(() => {
  FakeXhr.last = undefined;
  FakeXhr.count = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setOperatorToken('operator-token');
});
afterEach(() => vi.unstubAllGlobals());

describe('image uploads in the console', () => {
  it('shows a progress bar that follows the upload, then the uploaded image', async () => {
    renderWithProviders(<Harness />);
    await choose(png());
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload started');
    expect(xhr.url).toMatch(/^\/admin\/uploadimg!execute\.action\?lang=en$/);
    expect(xhr.headers.Authorization).toBe('Bearer operator-token');
    expect(xhr.body?.get('moduleName')).toBe('goods');
    expect((xhr.body?.get('file') as File).name).toBe('board.png');

    const bar = () => screen.getByRole('progressbar');
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    xhr.progress(512, 2048);
    expect(bar().getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25% uploaded')).toBeTruthy();
    xhr.progress(1536, 2048);
    expect(bar().getAttribute('aria-valuenow')).toBe('75');

    await xhr.reply({ code: '0', msg: '', data: '/uploads/goods/new.webp' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('images-value').textContent).toBe(
      '/uploads/goods/first.webp,/uploads/goods/new.webp',
    );
    expect(screen.getByRole('img', { name: 'Image 2' }).getAttribute('src')).toBe('/uploads/goods/new.webp');
  });

  it("shows the server's refusal in the operator's language and keeps the images", async () => {
    renderWithProviders(<Harness />);
    await choose(png());
    await FakeXhr.last?.reply({
      code: '1',
      msg: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
      key: 'UPLOAD_TYPE_NOT_ALLOWED',
      params: {},
      data: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    expect(screen.getByTestId('images-value').textContent).toBe('/uploads/goods/first.webp');
  });

  it('refuses other types and files over 30 MB before sending anything', async () => {
    renderWithProviders(<Harness />);
    await choose(new File(['%PDF-1.7'], 'terms.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    const huge = png(1);
    Object.defineProperty(huge, 'size', { value: 31 * 1024 * 1024 });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await choose(huge);
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 30 MB.');
    expect(FakeXhr.count).toBe(0);
  });

  it('cancels an upload in progress', async () => {
    renderWithProviders(<Harness />);
    await choose(png());
    FakeXhr.last?.progress(100, 2048);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('images-value').textContent).toBe('/uploads/goods/first.webp');
  });

  it('reorders and removes images; the first is the main one', async () => {
    renderWithProviders(<Harness />);
    await choose(png());
    await FakeXhr.last?.reply({ code: '0', msg: '', data: '/uploads/goods/second.webp' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Move earlier' })[1] as HTMLElement);
    expect(screen.getByTestId('images-value').textContent).toBe(
      '/uploads/goods/second.webp,/uploads/goods/first.webp',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    expect(screen.getByTestId('images-value').textContent).toBe('/uploads/goods/first.webp');
  });
});
