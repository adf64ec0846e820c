import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ShopReviewVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply } from '../../../../test/factories';
import { requestsTo } from '../../../../test/serve-actions';
import { makeShopReview, panelPage, servePanel } from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const REVIEWS = 'seller/evaluation!list';

function renderPanel(route = '/seller/reviews') {
  renderSellerPage(route);
}

/** evaluation!list's page: the reviews and, as the server counts them, `evaluationNum`. */
const reviewPage = (reviews: ShopReviewVo[], { pageNum = 1, total = reviews.length } = {}) =>
  panelPage(reviews, { pageNum, total, extra: { evaluationNum: total } });

const lastRequest = (api: ReturnType<typeof servePanel>) => requestsTo(api, REVIEWS).at(-1);

beforeEach(() => setToken('seller-token'));

describe('the seller panel: reviews', () => {
  it('lists the reviews of the shop’s goods with the product, the buyer, the stars and the text', async () => {
    const good = makeShopReview({
      sellerGoodsId: '00000000-0000-4000-8000-0000000000b1',
      goodsName: 'Linen table runner',
      userName: 'a***e',
      content: 'Lovely colour',
      rating: 5,
      evaluationType: 1,
    });
    const bad = makeShopReview({
      goodsName: 'Ceramic mug set',
      userName: 'k***o',
      content: '',
      rating: 1,
      evaluationType: 3,
      imgUrl1: '/uploads/review/one.png',
      imgUrl2: '/uploads/review/two.png',
    });
    const api = servePanel({ [REVIEWS]: () => reviewPage([good, bad], { total: 2 }) });
    renderPanel();

    const [first, second] = await screen.findAllByTestId('seller-review');
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Reviews: 2')).toBeTruthy();

    const product = within(first!).getByRole('link', { name: 'Linen table runner' });
    expect(product.getAttribute('href')).toBe('/productDetails?id=00000000-0000-4000-8000-0000000000b1');
    expect(within(first!).getByText('a***e')).toBeTruthy();
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first!).getByText('Good')).toBeTruthy();
    expect(within(first!).getByText('Lovely colour')).toBeTruthy();
    expect(within(first!).queryByRole('list', { name: 'Review pictures' })).toBeNull();

    expect(within(second!).getByText('Ceramic mug set')).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'Rated 1 out of 5' })).toBeTruthy();
    expect(within(second!).getByText('Poor')).toBeTruthy();
    expect(within(second!).getByText('No written comment.')).toBeTruthy();
    const pictures = within(second!).getByRole('list', { name: 'Review pictures' });
    expect(
      within(pictures).getByRole('link', { name: 'Open review picture 2 of 2' }).getAttribute('href'),
    ).toBe('/uploads/review/two.png');

    const [request] = requestsTo(api, REVIEWS);
    expect(request?.url.pathname).toBe('/seller/evaluation!list.action');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('12');
    expect(request?.params.has('evaluationType')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer seller-token');
  });

  it('asks for one kind of review per filter and keeps the filter in the address', async () => {
    const api = servePanel({ [REVIEWS]: () => reviewPage([makeShopReview()]) });
    renderPanel();
    await screen.findByTestId('seller-review');

    fireEvent.click(screen.getByRole('radio', { name: 'Poor' }));
    await waitFor(() => expect(lastRequest(api)?.params.get('evaluationType')).toBe('3'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/reviews?type=bad');

    fireEvent.click(screen.getByRole('radio', { name: 'With pictures' }));
    await waitFor(() => expect(lastRequest(api)?.params.get('evaluationType')).toBe('4'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/reviews?type=pictures');

    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/seller/reviews'));
    // "All" was asked for first: it is answered from the cache, without evaluationType.
    expect(requestsTo(api, REVIEWS).map((call) => call.params.get('evaluationType'))).toEqual([
      null,
      '3',
      '4',
    ]);
  });

  it('opens on the filter and page of a shared address, and pages through the reviews', async () => {
    const api = servePanel({
      [REVIEWS]: (params) =>
        reviewPage([makeShopReview()], { pageNum: Number(params.get('pageNum')), total: 30 }),
    });
    renderPanel('/seller/reviews?type=medium&page=2');
    await screen.findByTestId('seller-review');
    expect(screen.getByRole('radio', { name: 'Average' })).toHaveProperty('checked', true);
    const [request] = requestsTo(api, REVIEWS);
    expect(request?.params.get('evaluationType')).toBe('2');
    expect(request?.params.get('pageNum')).toBe('2');

    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastRequest(api)?.params.get('pageNum')).toBe('3'));
    expect(lastRequest(api)?.params.get('evaluationType')).toBe('2');
    expect(screen.getByTestId('address').textContent).toBe('/seller/reviews?type=medium&page=3');

    // Changing the filter starts again from the first page.
    fireEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await waitFor(() => expect(lastRequest(api)?.params.get('evaluationType')).toBe('1'));
    expect(lastRequest(api)?.params.get('pageNum')).toBe('1');
    expect(screen.getByTestId('address').textContent).toBe('/seller/reviews?type=good');
  });

  it('says the shop has no reviews yet, or none of the chosen kind', async () => {
    servePanel({ [REVIEWS]: () => reviewPage([]) });
    renderPanel();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'No reviews yet. Buyers can review an order once they have received it.',
    );
    expect(screen.queryByText(/^Reviews: /)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Average' }));
    await waitFor(() =>
      expect(screen.getByTestId('empty-state').textContent).toBe('No reviews of this kind.'),
    );
  });

  it('says why the reviews could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const api = servePanel({
      [REVIEWS]: () =>
        fail
          ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong')
          : reviewPage([makeShopReview({ content: 'Arrived quickly' })]),
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText('The reviews could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('seller-review')).toBeNull();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Arrived quickly')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, REVIEWS)).toHaveLength(2);
  });
});
