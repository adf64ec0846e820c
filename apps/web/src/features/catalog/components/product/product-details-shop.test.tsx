import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeChat, useChatOpener } from '../../../../components/chat/chat-opener';
import { changeLanguage } from '../../../../lib/i18n';
import { getToasts } from '../../../../lib/toast';
import { errorReply, makeSeller, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, emptyReviews, serveActions, zeroCounts } from '../../../../test/serve-actions';
import { ProductDetailsPage } from './product-details-page';

import { makeTee, renderPage, serveProduct } from '../../test/product-fixtures';

// The product page's shop side: favourite and follow, contact the seller, the description's language.

afterEach(() => {
  window.sessionStorage.clear();
  closeChat();
});

describe('ProductDetailsPage: favourite and follow', () => {
  it('needs a login to favourite or follow, and calls nothing without one', async () => {
    const tee = makeTee();
    const api = serveProduct(tee);
    renderPage(tee);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(callsTo(api, 'keepGoods!add')).toHaveLength(0);
  });

  it('adds to and removes from favourites', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    const api = serveProduct(tee);
    renderPage(tee);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    const kept = await screen.findByRole('button', { name: 'Favourited' });
    expect(kept.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(api, 'keepGoods!add')[0]?.get('sellerGoodsId')).toBe(tee.id);
    fireEvent.click(kept);
    await screen.findByRole('button', { name: 'Favourite' });
    expect(callsTo(api, 'keepGoods!del')[0]?.get('sellerGoodsId')).toBe(tee.id);
  });

  it('follows the store and counts the new follower', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const seller = makeSeller({ name: 'Tee House', focusNum: 17 });
    const tee = makeTee({ seller, sellerId: seller.id });
    const api = serveProduct(tee);
    renderPage(tee);
    const card = within(await screen.findByTestId('store-card'));
    expect(card.getByTestId('store-figure-followers').textContent).toContain('17');
    fireEvent.click(card.getByRole('button', { name: 'Follow' }));
    expect(await card.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(card.getByTestId('store-figure-followers').textContent).toContain('18');
    expect(callsTo(api, 'focusSeller!add')[0]?.get('sellerId')).toBe(seller.id);
  });

  it('shows the store’s positive-review rate with its number of reviews, and a dash before any', async () => {
    const seller = makeSeller({ name: 'Tee House', highOpinion: 0.5, reviewNum: 2, soldNum: 40 });
    const tee = makeTee({ seller, sellerId: seller.id });
    serveProduct(tee);
    const { unmount } = renderPage(tee);
    const rate = within(await screen.findByTestId('store-card')).getByTestId('store-figure-rate');
    expect(rate.textContent).toContain('50%');
    expect(rate.textContent).toContain('Reviews: 2');
    unmount();

    const unreviewed = makeSeller({ name: 'New House', highOpinion: 0, reviewNum: 0, soldNum: 40 });
    const shirt = makeTee({ seller: unreviewed, sellerId: unreviewed.id });
    serveProduct(shirt);
    renderPage(shirt);
    const none = within(await screen.findByTestId('store-card')).getByTestId('store-figure-rate');
    expect(none.textContent).toContain('–');
    expect(none.textContent).not.toContain('0%');
  });

  it('shows the server’s refusal when a seller tries to follow their own store', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    serveActions({
      'coupon!list': () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 6, totalElements: 0 } }),
      'sellerGoods!info': () => okReply(tee),
      'seller!info': () => okReply(tee.seller),
      'evaluation!countType': zeroCounts,
      'evaluation!list': emptyReviews,
      'sellerGoods!recommend_like': () => okReply([]),
      'focusSeller!add': () => errorReply('1', 'CATALOG_CANNOT_FOLLOW_SELF', 'self'),
    });
    renderPage(tee);
    const card = within(await screen.findByTestId('store-card'));
    fireEvent.click(card.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('You cannot follow your own shop.'),
    );
    expect(card.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
  });
});

/** Where the chat dialog (mounted by the layout) has been asked to open. */
function ChatProbe() {
  const { open, request } = useChatOpener();
  return <output data-testid="chat-request">{open ? JSON.stringify(request) : ''}</output>;
}

describe('ProductDetailsPage: contact the seller', () => {
  it('opens the chat with the store, the first message about this product', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const seller = makeSeller({ name: 'Tee House' });
    const tee = makeTee({ seller, sellerId: seller.id });
    serveProduct(tee);
    renderWithProviders(
      <>
        <Routes>
          <Route path="/productDetails" element={<ProductDetailsPage />} />
        </Routes>
        <ChatProbe />
      </>,
      { route: `/productDetails?id=${tee.id}` },
    );
    const card = within(await screen.findByTestId('store-card'));
    fireEvent.click(card.getByRole('button', { name: 'Contact seller' }));
    expect(JSON.parse(screen.getByTestId('chat-request').textContent ?? '')).toEqual({
      tab: 'shops',
      partyid: seller.id,
      shopName: 'Tee House',
      about: { contextType: 1, contextId: tee.id },
    });
  });
});

describe('ProductDetailsPage: the description’s language', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('marks an English description shown to a reader of another language, in that language', async () => {
    await act(() => changeLanguage('ar'));
    const tee = makeTee({ des: 'Heavyweight cotton tee.', desLang: 'en' });
    serveProduct(tee);
    renderPage(tee);
    const note = await screen.findByTestId('description-fallback');
    expect(note.textContent).toBe('معروض بالإنجليزية: لا يوجد وصف بلغتك بعد.');
    // Screen readers read the English text as English.
    expect(screen.getByText('Heavyweight cotton tee.').getAttribute('lang')).toBe('en');
  });

  it('shows a description in the reader’s language unmarked', async () => {
    await act(() => changeLanguage('ar'));
    const tee = makeTee({ des: 'تيشيرت قطني ثقيل.', desLang: 'ar' });
    serveProduct(tee);
    renderPage(tee);
    const text = await screen.findByText('تيشيرت قطني ثقيل.');
    expect(text.getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('description-fallback')).toBeNull();
  });

  it('does not mark English for an English reader', async () => {
    const tee = makeTee({ des: 'Heavyweight cotton tee.', desLang: 'en' });
    serveProduct(tee);
    renderPage(tee);
    await screen.findByText('Heavyweight cotton tee.');
    expect(screen.queryByTestId('description-fallback')).toBeNull();
  });
});
