import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderGoodsVo, OrderInfoVo } from '@caravan/contract';
import { okReply } from '../../../test/factories';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { uploadImage } from '../../../lib/upload';
import type * as UploadModule from '../../../lib/upload';
import { makeOrderGoods, makeReceivedOrder } from '../../../test/order-samples';
import { pageOf, renderOrderPage } from '../test/render-order-page';
import { OrderEvaluationPage } from './order-evaluation-page';
import { fakeObjectUrls } from '../../../test/pictures';

// The browser's upload (XMLHttpRequest with progress) is replaced by one the test drives itself: the
// fake server can only answer an upload whole, and this test follows its progress step by step.
vi.mock('../../../lib/upload', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadModule>();
  return { ...actual, uploadImage: vi.fn() };
});

type Pending = { progress: (f: number) => void; finish: (url: string) => void };

describe('OrderEvaluationPage', () => {
  let info: OrderInfoVo;
  let mug: OrderGoodsVo;
  let runner: OrderGoodsVo;
  let reviewed: OrderGoodsVo;
  let uploads: Pending[];
  let api: ServedActions;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    fakeObjectUrls('blob:preview');
    info = makeReceivedOrder({ status: 4 });
    mug = makeOrderGoods({ goodsName: 'Ceramic mug set' });
    runner = makeOrderGoods({ goodsName: 'Linen runner', skuId: '-1', attributes: [] });
    reviewed = makeOrderGoods({ goodsName: 'Old tray', evaluated: 1 });
    uploads = [];
    vi.mocked(uploadImage).mockImplementation(
      (_file, { onProgress }) =>
        new Promise<string>((resolve) => {
          uploads.push({ progress: onProgress, finish: resolve });
        }),
    );
    api = serveActions({
      'order!info': () => okReply({ orderInfo: info }),
      'order!listGoods': () => pageOf([mug, runner, reviewed]),
      'evaluation!addList': () => okReply(null),
    });
  });
  const renderPage = () =>
    renderOrderPage(
      '/userInfo/order-evaluation',
      <OrderEvaluationPage />,
      `/userInfo/order-evaluation?id=${info.id}`,
    );
  const blockOf = (name: string) =>
    screen.getByRole('heading', { name }).closest('[data-testid="review-block"]') as HTMLElement;
  // A click lands on the star (the radio's label), as a pointer user's does.
  const clickStar = (block: HTMLElement, label: string) => {
    const radio = within(block).getByLabelText(label);
    fireEvent.click(block.querySelector(`label[for="${radio.id}"]`) as HTMLElement);
  };
  const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

  it('reviews only the lines not reviewed yet', async () => {
    renderPage();
    await screen.findByTestId('review-form');
    expect(screen.getAllByTestId('review-block')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Old tray' })).toBeNull();
  });

  it('holds the submit back while a picture uploads, then sends every review in one JSON body', async () => {
    renderPage();
    await screen.findByTestId('review-form');
    const mugBlock = blockOf('Ceramic mug set');
    const runnerBlock = blockOf('Linen runner');

    // One rating: the stars; the verdict follows from them (issue 15).
    expect(within(mugBlock).queryByLabelText('Good')).toBeNull();
    clickStar(mugBlock, '4 of 5 stars');
    expect(within(mugBlock).getByTestId(`review-${mug.id}-verdict`).textContent).toBe('Good');
    fireEvent.change(within(mugBlock).getByRole('textbox'), { target: { value: ' Sturdy and pretty. ' } });
    // The keyboard: the arrow keys move to a star and choose it.
    fireEvent.keyUp(within(runnerBlock).getByLabelText('1 of 5 stars'), { key: 'ArrowLeft' });

    const input = within(mugBlock).getByTestId(`review-${mug.id}-pictures-input`);
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(vi.mocked(uploadImage).mock.calls[0]?.[1]).toMatchObject({
      scope: 'api',
      moduleName: 'evaluation',
    });

    const submit = screen.getByTestId('review-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('review-waiting').textContent).toBe(
      'Please wait until every picture has finished uploading.',
    );
    uploads[0]?.progress(0.4);
    await waitFor(() =>
      expect(within(mugBlock).getAllByRole('progressbar')[0]?.getAttribute('aria-valuenow')).toBe('40'),
    );

    uploads[0]?.finish('/uploads/images/a.webp');
    await waitFor(() => expect(within(mugBlock).getAllByRole('progressbar')).toHaveLength(1));
    expect(submit.disabled).toBe(true);
    uploads[1]?.finish('/uploads/images/b.webp');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByTestId('review-waiting')).toBeNull();

    fireEvent.click(submit);
    await waitFor(() => expect(requestsTo(api, 'evaluation!addList')).not.toHaveLength(0));
    const [call] = requestsTo(api, 'evaluation!addList');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      orderId: info.id,
      evaluations: [
        {
          sellerGoodsId: mug.goodsId,
          skuId: mug.skuId,
          evaluationType: 1,
          rating: 4,
          content: 'Sturdy and pretty.',
          imgUrl1: '/uploads/images/a.webp',
          imgUrl2: '/uploads/images/b.webp',
        },
        { sellerGoodsId: runner.goodsId, evaluationType: 3, rating: 1, content: '' },
      ],
    });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/userInfo/order-detail?id=${info.id}`),
    );
  });

  it('asks for a rating on every line before sending', async () => {
    renderPage();
    await screen.findByTestId('review-form');
    // The rating is marked required.
    expect(within(blockOf('Ceramic mug set')).getByText('Rating').closest('legend')?.textContent).toContain(
      '*',
    );
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findAllByText('Please give a rating.')).toHaveLength(2);
    expect(requestsTo(api, 'evaluation!addList')).toHaveLength(0);
  });

  it('takes at most nine pictures per line and lets one be removed', async () => {
    renderPage();
    await screen.findByTestId('review-form');
    const block = blockOf('Linen runner');
    const files = Array.from({ length: 11 }, (_, i) => png(`p${i}.png`));
    fireEvent.change(within(block).getByTestId(`review-${runner.id}-pictures-input`), { target: { files } });
    await waitFor(() => expect(within(block).getAllByTestId('review-picture')).toHaveLength(9));
    // Said beside the pictures (and announced), until the buyer next changes them.
    expect(within(block).getByTestId(`review-${runner.id}-pictures-left-out`).textContent).toBe(
      'You can add up to 9 pictures per product; the extra ones were left out.',
    );
    expect(within(block).queryByText('Add pictures')).toBeNull();
    fireEvent.click(within(block).getByRole('button', { name: 'Remove Picture 3' }));
    expect(within(block).getAllByTestId('review-picture')).toHaveLength(8);
    expect(within(block).getByText('Add pictures')).toBeTruthy();
    expect(within(block).queryByTestId(`review-${runner.id}-pictures-left-out`)).toBeNull();
  });

  it('says so when the order cannot be reviewed', async () => {
    info = makeReceivedOrder({ status: 3 });
    renderPage();
    expect((await screen.findByTestId('review-closed')).textContent).toBe(
      'You can review this order once you have received it.',
    );
  });
});
