import type { SearchSuggestionsVo } from '@caravan/contract';
import { vi } from 'vitest';
import { makeGoods, makeSeller, okReply } from '../../../test/factories';

export type Call = { action: string; params: URLSearchParams; signal: AbortSignal | undefined };

/** A goods suggestion as sellerGoods!search-keyword lists it (a system goods id and name). */
export function goodsSuggestion(name: string, goodsId = `g-${name}`) {
  return { id: goodsId, goodsId, name, lang: 'en' };
}

export function suggestions(overrides: Partial<SearchSuggestionsVo> = {}): SearchSuggestionsVo {
  return { sellerList: [], goodsList: [], ...overrides };
}

type Handler = (params: URLSearchParams) => unknown;

/**
 * Stubs fetch with one handler per action (`sellerGoods!search` …), recording each call; a handler
 * may return a Promise to answer later. Aborting the request rejects it, as a browser does.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const action = url.pathname.replace(/^\/api\//, '').replace(/\.action$/, '');
    const signal = init?.signal ?? undefined;
    calls.push({ action, params: url.searchParams, signal });
    const handler = handlers[action];
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      Promise.resolve(handler ? handler(url.searchParams) : null).then(
        (data) => resolve(okReply(data)),
        reject,
      );
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (action: string) => calls.filter((call) => call.action === action) };
}

/** A page of goods in the paged envelope. */
export function goodsPage(count: number, totalElements: number, pageNum = 1, namePrefix = 'Mug') {
  return {
    pageInfo: { pageNum, pageSize: 24, totalElements },
    pageList: Array.from({ length: count }, (_, i) =>
      makeGoods({ name: `${namePrefix} ${pageNum}-${i + 1}` }),
    ),
  };
}

export { makeGoods, makeSeller };
