import type { AdminCategoryNodeVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setOperatorToken } from '../../../../lib/operator-auth';
import { okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { serveActions, type ServedActions } from '../../../../test/serve-actions';
import { ADMIN_NS, i18next } from '../../../../lib/i18n';
import { GoodsEditor } from './goods-editor-page';

const status = { filled: 0, total: 21, complete: [], partial: [] };
const TREE: AdminCategoryNodeVo[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    parentId: null,
    name: { en: 'Kitchen' },
    des: {},
    iconImg: null,
    sort: 0,
    isHidden: 0,
    goodsCount: 0,
    translations: status,
    subList: [],
  },
];

let api: ServedActions;

beforeAll(() => i18next.loadNamespaces(ADMIN_NS));
beforeEach(() => {
  api = serveActions({});
  setOperatorToken('operator-token');
});

function renderEditor() {
  renderWithProviders(<GoodsEditor good={undefined} tree={TREE} />, { route: '/admin/catalog/goods/new' });
}

describe('the goods editor', () => {
  it('checks the form before sending: nothing is sent and each problem is shown', () => {
    renderEditor();
    fireEvent.change(screen.getByTestId('goods-price'), { target: { value: '-2' } });
    fireEvent.change(screen.getByTestId('goods-stock'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('goods-save'));
    expect(screen.getByTestId('goods-errors')).toBeTruthy();
    expect(screen.getByText('Enter the English name.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Enter an amount above 0 with at most 2 decimals.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number, 0 or more.')).toBeTruthy();
    // A good shipped at a charge needs its weight: its orders' freight is charged by weight.
    expect(screen.getByText('Enter a weight of 0 to 10,000 kg with at most 3 decimals.')).toBeTruthy();
    // The images tab is marked too, and says why when opened.
    fireEvent.click(screen.getByTestId('tab-images'));
    expect(screen.getByText('Add at least one image.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows translation completeness per language as the operator types', () => {
    renderEditor();
    fireEvent.change(screen.getByTestId('goods-name'), { target: { value: 'Bamboo Board' } });
    expect(screen.getByTestId('tab-translations').textContent).toContain('Translations (1/21)');
    fireEvent.click(screen.getByTestId('tab-translations'));
    const panel = screen.getByTestId('translation-completeness');
    expect(panel.textContent).toContain('1 of 21 languages complete');
    // What a language without its own description shows (ADR 033).
    expect(screen.getByTestId('goods-des-fallback').textContent).toBe(
      'A language without its own description shows the English one, marked as English.',
    );
    expect(screen.getByTestId('lang-en').getAttribute('data-state')).toBe('complete');
    expect(screen.getByTestId('lang-ar').getAttribute('data-state')).toBe('missing');

    fireEvent.click(screen.getByTestId('lang-ar'));
    expect(screen.getByText('English: Bamboo Board')).toBeTruthy();
    fireEvent.change(screen.getByTestId('translation-name'), { target: { value: 'لوح خيزران' } });
    expect(screen.getByTestId('lang-ar').getAttribute('data-state')).toBe('complete');
    expect(within(panel).getByText('2 of 21 languages complete')).toBeTruthy();
    expect(screen.getByTestId('tab-translations').textContent).toContain('Translations (2/21)');
  });

  it('adds SKUs and refuses an incomplete one', () => {
    renderEditor();
    fireEvent.click(screen.getByTestId('tab-skus'));
    fireEvent.click(screen.getByRole('button', { name: 'Add SKU' }));
    expect(screen.getAllByTestId('sku-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('goods-save'));
    fireEvent.click(screen.getByTestId('tab-skus'));
    expect(screen.getByText(/Some SKUs are incomplete/)).toBeTruthy();
  });

  it('sends a valid product as JSON with its lists, and reports success', async () => {
    api = serveActions({
      'admin/systemGoods!create': () =>
        okReply({
          id: '22222222-2222-4222-8222-222222222222',
          name: 'Bamboo Board',
          imgUrl: null,
          categoryId: TREE[0]?.id,
          categoryName: 'Kitchen',
          secondaryCategoryId: null,
          secondaryCateName: null,
          systemPrice: '12.50',
          lastAmount: 3,
          isShelf: 0,
          goodsSort: 0,
          skuCount: 0,
          translations: { filled: 1, total: 21, complete: ['en'], partial: [] },
          updateTime: '',
          unit: '',
          buyMin: 1,
          images: ['/uploads/goods/a.webp'],
          freightType: 0,
          freightAmount: '0.00',
          weightKg: '0.850',
          goodsTax: '0.00',
          isRefund: 1,
          translationTexts: { en: { name: 'Bamboo Board', des: '' } },
          skus: [],
          createTime: '',
        }),
    });
    renderWithProviders(
      <GoodsEditor
        good={undefined}
        tree={TREE}
        initial={{ images: ['/uploads/goods/a.webp'], categoryId: TREE[0]?.id ?? '' }}
      />,
    );
    fireEvent.change(screen.getByTestId('goods-name'), { target: { value: 'Bamboo Board' } });
    fireEvent.change(screen.getByTestId('goods-price'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('goods-stock'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('goods-weight'), { target: { value: '0.85' } });
    fireEvent.click(screen.getByTestId('goods-save'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    const [call] = api.calls;
    expect(`${call?.url.pathname}${call?.url.search}`).toMatch(
      /^\/admin\/systemGoods!create\.action\?lang=en$/,
    );
    await waitFor(() => expect(call?.received).toBe(true));
    expect(call?.body).toMatchObject({
      translations: { en: { name: 'Bamboo Board', des: '' } },
      systemPrice: '12.5',
      lastAmount: 3,
      images: '["/uploads/goods/a.webp"]',
      skus: '[]',
      isShelf: 0,
      weightKg: '0.85',
    });
    expect(await screen.findByText('Bamboo Board is saved')).toBeTruthy();
  });
});
