import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LocalUserVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions } from '../../../test/serve-actions';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { goodsPage, goodsSuggestion, makeSeller, suggestions } from '../test/search-fixtures';
import { SUGGEST_DELAY_MS, SearchBox } from './search-box';
import { LocationProbe } from '../../../test/location-probe';

function renderBox(route = '/index') {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox />
            <LocationProbe decoded />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const input = () => screen.getByRole('combobox');
const where = () => screen.getByTestId('where').textContent;
// Lets timers (the debounce, the query client's batching) and pending promises run.
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox suggestions', () => {
  it('asks once the typing pauses for 250 ms, not on every key', async () => {
    const api = serveActions({
      'sellerGoods!search-keyword': () =>
        okReply(
          suggestions({
            sellerList: [makeSeller({ name: 'Bamboo House' })],
            goodsList: [goodsSuggestion('Bamboo cutting board')],
          }),
        ),
    });
    renderBox();
    fireEvent.focus(input());
    type('b');
    await wait(100);
    type('ba');
    await wait(100);
    type('bam');
    await wait(SUGGEST_DELAY_MS - 1);
    expect(requestsTo(api, 'sellerGoods!search-keyword')).toHaveLength(0);
    await wait(1);
    await wait();
    const asked = requestsTo(api, 'sellerGoods!search-keyword');
    expect(asked.map((call) => call.params.get('keyword'))).toEqual(['bam']);

    expect(input().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('group', { name: 'Stores' }).textContent).toContain('Bamboo House');
    expect(screen.getByRole('group', { name: 'Products' }).textContent).toContain('Bamboo cutting board');
  });

  it('never shows an older reply that arrives after a newer one, and cancels the older request', async () => {
    const answers = new Map<string, (value: unknown) => void>();
    const api = serveActions({
      'sellerGoods!search-keyword': (params) =>
        new Promise((resolve) => answers.set(params.get('keyword') ?? '', (data) => resolve(okReply(data)))),
    });
    renderBox();
    fireEvent.focus(input());
    type('mu');
    await wait(SUGGEST_DELAY_MS);
    type('mug');
    await wait(SUGGEST_DELAY_MS);
    const [older, newer] = requestsTo(api, 'sellerGoods!search-keyword');
    expect(older?.params.get('keyword')).toBe('mu');
    expect(newer?.params.get('keyword')).toBe('mug');
    expect(older?.signal?.aborted).toBe(true);

    answers.get('mug')?.(suggestions({ goodsList: [goodsSuggestion('Mug for mug')] }));
    await wait();
    answers.get('mu')?.(suggestions({ goodsList: [goodsSuggestion('Muffin tin for mu')] }));
    await wait();
    expect(screen.getByRole('listbox').textContent).toContain('Mug for mug');
    expect(screen.queryByText(/Muffin tin/)).toBeNull();
  });

  it('moves through the options with the arrow keys, wrapping, and opens a store with Enter', async () => {
    const store = makeSeller({ id: 'store-1', name: 'Mug Masters' });
    serveActions({
      'sellerGoods!search-keyword': () =>
        okReply(
          suggestions({
            sellerList: [store],
            goodsList: [goodsSuggestion('Mug one'), goodsSuggestion('Mug two')],
          }),
        ),
    });
    renderBox();
    fireEvent.focus(input());
    type('mug');
    await wait(SUGGEST_DELAY_MS);
    await wait();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(input().getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input(), { key: 'Enter' });
    await wait();
    expect(where()).toBe('/store?id=store-1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes with Escape and reopens with the down arrow; a click outside closes it too', async () => {
    serveActions({
      'sellerGoods!search-keyword': () => okReply(suggestions({ goodsList: [goodsSuggestion('Mug one')] })),
    });
    renderBox();
    fireEvent.focus(input());
    type('mug');
    await wait(SUGGEST_DELAY_MS);
    await wait();
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('mug');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a goods suggestion sold by one store on its product page, else on the list of its offers', async () => {
    const api = serveActions({
      'sellerGoods!search-keyword': () =>
        okReply(
          suggestions({
            goodsList: [goodsSuggestion('Only here', 'sys-1'), goodsSuggestion('Everywhere', 'sys-2')],
          }),
        ),
      'sellerGoods!search-goods': (params) => {
        const one = goodsPage(1, 1);
        if (params.get('goodsId') === 'sys-1')
          return okReply({ ...one, pageList: [{ ...one.pageList[0], id: 'listing-1' }] });
        return okReply(goodsPage(2, 5));
      },
    });
    renderBox();
    fireEvent.focus(input());
    type('e');
    await wait(SUGGEST_DELAY_MS);
    await wait();
    fireEvent.click(screen.getByRole('option', { name: /Only here/ }));
    await wait();
    expect(where()).toBe('/productDetails?id=listing-1');
    expect(requestsTo(api, 'sellerGoods!search-goods')[0]?.params.get('goodsId')).toBe('sys-1');

    fireEvent.focus(input());
    type('ev');
    await wait(SUGGEST_DELAY_MS);
    await wait();
    fireEvent.click(screen.getByRole('option', { name: /Everywhere/ }));
    await wait();
    expect(where()).toBe('/searchResult?k="sys-2"');
  });
});

describe('SearchBox submit', () => {
  it('goes to the goods results when the keyword has goods, and to the store results when it has none', async () => {
    serveActions({
      'sellerGoods!search-keyword': (params) =>
        okReply(
          params.get('keyword') === 'mug'
            ? suggestions({ goodsList: [goodsSuggestion('Mug')] })
            : suggestions({ sellerList: [makeSeller({ name: 'Harbour' })] }),
        ),
    });
    renderBox();
    type('mug');
    fireEvent.submit(screen.getByRole('search'));
    await wait();
    expect(where()).toBe('/searchGoods?k="mug"');

    type('harbour');
    fireEvent.submit(screen.getByRole('search'));
    await wait();
    expect(where()).toBe('/searchStore?k="harbour"');
  });

  it('submits the typed text with Enter when no option is active', async () => {
    serveActions({
      'sellerGoods!search-keyword': () => okReply(suggestions({ goodsList: [goodsSuggestion('Mug')] })),
    });
    renderBox();
    fireEvent.focus(input());
    type('  mug  ');
    await wait(SUGGEST_DELAY_MS);
    await wait();
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.submit(screen.getByRole('search'));
    await wait();
    expect(where()).toBe('/searchGoods?k="mug"');
  });

  it('shows the keyword of the search page it lands on', () => {
    serveActions({});
    renderBox(`/searchGoods?k=${encodeURIComponent('"tea & cups"')}`);
    expect((input() as HTMLInputElement).value).toBe('tea & cups');
  });
});

describe('SearchBox history', () => {
  // No debounce here; Mantine's dialog transitions need real time.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('lists the history when the empty box gets focus, and searches an entry when it is clicked', async () => {
    window.localStorage.setItem('ES_SEARCH_HISTORY', JSON.stringify(['lamp', 'mug']));
    serveActions({
      'sellerGoods!search-keyword': () => okReply(suggestions({ goodsList: [goodsSuggestion('Mug')] })),
    });
    renderBox();
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input());
    const entries = screen.getAllByRole('option').map((option) => option.textContent);
    expect(entries).toEqual(['lamp', 'mug']);

    fireEvent.click(screen.getByRole('option', { name: 'mug' }));
    await waitFor(() => expect(where()).toBe('/searchGoods?k="mug"'));
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY') ?? '')).toEqual(['mug', 'lamp']);
  });

  it('records searches per user: a signed-in user has their own history', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    window.localStorage.setItem('ES_SEARCH_HISTORY', JSON.stringify(['visitor search']));
    window.localStorage.setItem('ES_SEARCH_HISTORY_20000002', JSON.stringify(['other user']));
    queryClient.setQueryData(queryKeys.currentUser('tok'), { usercode: '10000001' } as LocalUserVo);
    serveActions({
      'sellerGoods!search-keyword': () => okReply(suggestions({ goodsList: [goodsSuggestion('Mug')] })),
    });
    renderBox();
    fireEvent.focus(input());
    expect(screen.queryByRole('listbox')).toBeNull();

    type('mug');
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(where()).toBe('/searchGoods?k="mug"'));
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY_10000001') ?? '')).toEqual(['mug']);
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY') ?? '')).toEqual(['visitor search']);
    expect(JSON.parse(window.localStorage.getItem('ES_SEARCH_HISTORY_20000002') ?? '')).toEqual([
      'other user',
    ]);
  });

  it('clears the history only after confirmation', async () => {
    window.localStorage.setItem('ES_SEARCH_HISTORY', JSON.stringify(['lamp', 'mug']));
    serveActions({});
    renderBox();
    fireEvent.focus(input());
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(window.localStorage.getItem('ES_SEARCH_HISTORY')).not.toBeNull();

    fireEvent.focus(input());
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(window.localStorage.getItem('ES_SEARCH_HISTORY')).toBeNull();
    fireEvent.focus(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
