import {
  catalogEndpoints,
  DEFAULT_LANGUAGE,
  normaliseLanguage,
  type Endpoint,
  type GoodsVo,
  type HomeVo,
  type Language,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';

/**
 * The first call a landing page of the mobile site makes, answered inside its HTML: a phone on a
 * slow network would otherwise wait for the app's code before it could even ask, then for the
 * reply, then for the picture the reply names. The page's params must be exactly the ones the web
 * app sends (it takes the reply only when they are); `pictures` are the ones its first screen shows.
 */
type FirstCall = {
  endpoint: Endpoint;
  params: Record<string, string>;
  pictures: (data: unknown) => (string | null | undefined)[];
};

function firstCallOf(pathname: string, query: URLSearchParams): FirstCall | null {
  if (pathname === '/wap' || pathname === '/wap/') {
    return {
      endpoint: catalogEndpoints.home,
      // As apps/web features/home/api/get-home.ts asks on the mobile site: its own banners.
      params: { type: 'wap' },
      pictures: (data) => [(data as HomeVo).banners[0]?.imgUrl],
    };
  }
  const sellerGoodsId = query.get('sellerGoodsId');
  if (pathname === '/wap/commodity-details' && sellerGoodsId && sellerGoodsId.length <= 64) {
    return {
      endpoint: catalogEndpoints.goodsDetail,
      // As apps/web features/catalog/api/get-goods-info.ts asks: the product with every SKU.
      params: { sellerGoodsId, skuId: '-1' },
      pictures: (data) => {
        const goods = data as GoodsVo;
        return [goods.imgUrl1 ?? goods.imgUrl2 ?? goods.imgUrl3];
      },
    };
  }
  return null;
}

/** What a page's HTML carries: the language it was asked in, and each call's params and reply. */
export type FirstReplies = {
  lang: Language;
  replies: { action: string; params: Record<string, string>; data: unknown }[];
};

export type FirstView = { replies: FirstReplies; pictures: string[] };

/** A picture of our own uploads, safe to name in an attribute. */
const PICTURE = /^\/uploads\/[\w./-]+$/;

/**
 * Answers the landing page's first call as a visitor who is not logged in would get it (the web app
 * takes it only then), in the address's language (`?lang=`) or the default one. Null when the page
 * has no such call or the call fails: the page then asks for itself.
 */
export async function firstViewOf(
  app: FastifyInstance,
  url: string,
  /** The visitor's address: a product's view is counted as theirs (once a day), as the API counts it. */
  visitor: string,
): Promise<FirstView | null> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  const call = firstCallOf(pathname, query);
  if (!call) return null;
  const lang = normaliseLanguage(query.get('lang')) ?? DEFAULT_LANGUAGE;
  const sent = new URLSearchParams({ ...call.params, lang });
  let envelope: { code?: unknown; data?: unknown };
  try {
    const res = await app.inject({
      method: 'GET',
      url: `/wap/api/${call.endpoint.name}.action?${sent}`,
      remoteAddress: visitor,
    });
    if (res.statusCode !== 200) return null;
    envelope = res.json();
  } catch (error) {
    app.log.warn({ err: error, url }, 'the first reply of a landing page failed; the page asks itself');
    return null;
  }
  if (envelope.code !== '0' || envelope.data == null) return null;
  return {
    replies: { lang, replies: [{ action: call.endpoint.name, params: call.params, data: envelope.data }] },
    pictures: call.pictures(envelope.data).filter((src): src is string => Boolean(src && PICTURE.test(src))),
  };
}

/**
 * The tags for a page's head and body: the pictures preloaded first, and the replies as JSON that
 * no browser runs (every "<" escaped, so no text inside can close the script element).
 */
export function firstViewTags({ replies, pictures }: FirstView): { head: string; body: string } {
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  return {
    head: pictures
      .map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${src}">`)
      .join(''),
    body: `<script id="first-replies" type="application/json">${json}</script>`,
  };
}
