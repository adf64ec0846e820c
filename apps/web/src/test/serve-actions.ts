import { vi } from 'vitest';
import { okReply } from './factories';

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

/**
 * A fetch stand-in that answers by action name (`sellerGoods!info`, …); an action without a handler
 * fails the test loudly. Returns the mock, whose calls the tests inspect.
 */
export function serveActions(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const action = url.pathname.replace(/^\/api\//, '').replace(/\.action$/, '');
    const handler = handlers[action];
    if (!handler) throw new Error(`Unexpected call to ${action}`);
    return handler(url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one action, as their query parameters. */
export function callsTo(fetchMock: ReturnType<typeof serveActions>, action: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/${action}.action`)
    .map((url) => url.searchParams);
}

export const emptyReviews = () =>
  okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 0 }, evaluationNum: 0 });

export const zeroCounts = () =>
  okReply({ havePicture: '0', positiveComments: '0', mediumReview: '0', negativeComment: '0' });
