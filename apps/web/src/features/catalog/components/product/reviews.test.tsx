import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EvaluationVo } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { makeEvaluation, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, serveActions } from '../../../../test/serve-actions';
import { Reviews } from './reviews';

const GOODS_ID = '00000000-0000-4000-8000-00000000aaaa';

function makeReview(overrides: Partial<EvaluationVo> = {}): EvaluationVo {
  return makeEvaluation({ id: crypto.randomUUID(), sellerGoodsId: GOODS_ID, ...overrides });
}

const page = (reviews: EvaluationVo[], total: number, pageNum = 1) =>
  okReply({
    pageList: reviews,
    pageInfo: { pageNum, pageSize: 10, totalElements: total },
    evaluationNum: total,
  });

describe('Reviews', () => {
  it('shows the counts on each filter and asks the server for the chosen kind', async () => {
    const byType: Record<string, EvaluationVo[]> = {
      '': [
        makeReview({ content: 'Great quality' }),
        makeReview({ evaluationType: 3, rating: 1, content: 'Broke in a week' }),
      ],
      '3': [makeReview({ evaluationType: 3, rating: 1, content: 'Broke in a week' })],
      '2': [],
    };
    const api = serveActions({
      'evaluation!countType': () =>
        okReply({ havePicture: '0', positiveComments: '8', mediumReview: '0', negativeComment: '1' }),
      'evaluation!list': (params) => {
        const list = byType[params.get('evaluationType') ?? ''] ?? [];
        return page(list, list.length);
      },
    });
    renderWithProviders(<Reviews sellerGoodsId={GOODS_ID} />);

    expect(await screen.findByText('Great quality')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('review-filter-all').textContent).toBe('All9'));
    expect(screen.getByTestId('review-filter-good').textContent).toBe('Good8');
    expect(screen.getByTestId('review-filter-bad').textContent).toBe('Poor1');
    // 8 of 9 is 88.9 %: rounded down, like the shop's rate (99.6 % is not yet 100 %).
    expect(screen.getByText('88% positive')).toBeTruthy();
    expect(callsTo(api, 'evaluation!countType')[0]?.get('goodId')).toBe(GOODS_ID);

    fireEvent.click(screen.getByRole('button', { name: /^Poor/ }));
    await waitFor(() => expect(screen.queryByText('Great quality')).toBeNull());
    expect(screen.getByText('Broke in a week')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Poor/ }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(api, 'evaluation!list').at(-1)?.get('evaluationType')).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: /^Average/ }));
    expect(await screen.findByText('No reviews of this kind.')).toBeTruthy();
  });

  it('pages through the reviews', async () => {
    const api = serveActions({
      'evaluation!countType': () =>
        okReply({ havePicture: '0', positiveComments: '12', mediumReview: '0', negativeComment: '0' }),
      'evaluation!list': (params) =>
        params.get('pageNum') === '2'
          ? page([makeReview({ content: 'On the second page' })], 12, 2)
          : page(
              Array.from({ length: 10 }, (_, i) => makeReview({ content: `Review ${i}` })),
              12,
            ),
    });
    renderWithProviders(<Reviews sellerGoodsId={GOODS_ID} />);
    await screen.findByText('Review 0');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('On the second page')).toBeTruthy();
    expect(callsTo(api, 'evaluation!list').at(-1)?.get('pageNum')).toBe('2');
  });

  it('opens review pictures in a viewer that the arrow keys move through', async () => {
    serveActions({
      'evaluation!countType': () =>
        okReply({ havePicture: '1', positiveComments: '1', mediumReview: '0', negativeComment: '0' }),
      'evaluation!list': () =>
        page([makeReview({ imgUrl1: '/uploads/a.webp', imgUrl2: '/uploads/b.webp' })], 1),
    });
    renderWithProviders(<Reviews sellerGoodsId={GOODS_ID} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open review picture 1 of 2' }));
    const viewer = await screen.findByTestId('picture-viewer');
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/a.webp');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/b.webp');
    expect(screen.getByText('2 / 2')).toBeTruthy();
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/a.webp');
    fireEvent.keyDown(viewer, { key: 'End' });
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });
});
