import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingSkuInfoVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { getToasts } from '../../../../lib/toast';
import { okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { bodiesOf, requestsTo } from '../../../../test/serve-actions';
import SellerRoutes from '../../../seller-routes';
import { makeListing, panelPage, servePanel } from '../../../test/seller-fixtures';
import { changedDescriptions } from './description-dialog';

// Issue 51 (ADR 033): a shop describes its listing per language; the languages it has not written
// fall back to the platform's description, or English.

const MUG = makeListing({ name: 'Ceramic mug set' });
const UPDATE = 'seller/goods!update';

function serve(des: ListingSkuInfoVo['des']) {
  return servePanel({
    'seller/goods!list': () => panelPage([MUG]),
    'seller/goods!sellerGoodsSkuInfo': () =>
      okReply({
        id: MUG.id,
        goodsId: MUG.goodsId,
        name: MUG.name,
        imgUrl: null,
        systemPrice: 10,
        sellingPrice: 15,
        discountPrice: null,
        discountActive: 0,
        skus: [],
        des,
      }),
    [UPDATE]: () => okReply(MUG),
  });
}

async function openDescriptions() {
  renderWithProviders(
    <Routes>
      <Route path="/seller/*" element={<SellerRoutes />} />
    </Routes>,
    { route: '/seller/goods' },
  );
  fireEvent.click(await screen.findByRole('button', { name: /^Description/ }));
  return screen.findByTestId('description-form');
}

const text = () => screen.getByTestId('description-text') as HTMLTextAreaElement;
const pick = (lang: string) =>
  fireEvent.change(screen.getByTestId('description-language'), { target: { value: lang } });

beforeEach(() => setToken('seller-token'));

describe('a listing’s descriptions per language', () => {
  it('shows which languages have the shop’s own text and what the others fall back to', async () => {
    const api = serve({ en: 'Four stoneware mugs.', de: 'Vier Steinzeugbecher.' });
    const form = await openDescriptions();
    expect(requestsTo(api, 'seller/goods!sellerGoodsSkuInfo')[0]?.params.get('sellerGoodsId')).toBe(MUG.id);
    expect(within(form).getByTestId('description-own').textContent).toBe(
      'Your own text in: English, Deutsch',
    );
    expect(
      within(form).getByText(/In a language you have not written, they read the platform's description/),
    ).toBeTruthy();
    // The interface's language first, with its text.
    expect(text().value).toBe('Four stoneware mugs.');
    const options = within(screen.getByTestId('description-language')).getAllByRole('option');
    expect(options).toHaveLength(21);
    expect(options.find((o) => o.getAttribute('value') === 'de')?.textContent).toBe('Deutsch (your text)');
    expect(options.find((o) => o.getAttribute('value') === 'ja')?.textContent).toBe('日本語');
    pick('ja');
    expect(text().value).toBe('');
    expect(text().getAttribute('lang')).toBe('ja');
    expect(within(form).getByText(/No text of yours in this language/)).toBeTruthy();
  });

  it('saves the languages changed, a blank one removed, in a JSON body', async () => {
    const api = serve({ en: 'Four stoneware mugs.', de: 'Vier Steinzeugbecher.' });
    await openDescriptions();
    pick('ar');
    fireEvent.change(text(), { target: { value: 'أربعة أكواب من الخزف.' } });
    pick('de');
    fireEvent.change(text(), { target: { value: '  ' } });
    expect(screen.getByTestId('description-own').textContent).toBe('Your own text in: English, العربية');
    fireEvent.click(screen.getByTestId('description-save'));

    await waitFor(() => expect(bodiesOf(api, UPDATE)).toHaveLength(1));
    const [body] = bodiesOf(api, UPDATE) as [{ sellerGoodsId: string; des: string }];
    expect(body.sellerGoodsId).toBe(MUG.id);
    expect(JSON.parse(body.des)).toEqual({ de: '', ar: 'أربعة أكواب من الخزف.' });
    await waitFor(() => expect(screen.queryByTestId('description-form')).toBeNull());
    expect(getToasts().map((t) => t.message)).toContain('Description saved.');
  });

  it('sends nothing when nothing changed', async () => {
    const api = serve({});
    const form = await openDescriptions();
    expect(within(form).getByTestId('description-own').textContent).toBe(
      "You have not written a description yet: buyers read the platform's.",
    );
    fireEvent.click(screen.getByTestId('description-save'));
    await waitFor(() => expect(screen.queryByTestId('description-form')).toBeNull());
    expect(requestsTo(api, UPDATE)).toHaveLength(0);
  });
});

describe('changedDescriptions', () => {
  it('keeps the languages whose text differs, trimmed, blank ones as removals', () => {
    expect(changedDescriptions({ en: 'A', de: 'B' }, { en: 'A ', de: '', fr: ' C ', ja: '' })).toEqual({
      de: '',
      fr: 'C',
    });
  });
});
