import {
  catalogEndpoints,
  goodsPictures,
  isRtl,
  parseSearchText,
  DEFAULT_LANGUAGE,
  SEARCH_PAGE_SIZE,
  STARTUP_SYSPARA_CODES,
  normaliseLanguage,
  systemEndpoints,
  type Endpoint,
  type GoodsVo,
  type HomeVo,
  type Language,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './lib/errors.js';
import { escapeHtml } from './lib/html.js';
import { readContext } from './modules/catalog/catalog.service.js';
import { goodsDetail } from './modules/catalog/goods-detail.js';
import type { ScriptFontSheet, ShellExtra } from './web-shell.js';

/** A picture of our own uploads, safe to name in an attribute. */
const PICTURE = /^\/uploads\/[\w./-]+$/;

/**
 * The first call a landing page makes (the mobile site's home, product and result pages, the desktop
 * goods list), answered inside its HTML: a phone on a
 * slow network would otherwise wait for the app's code before it could even ask, then for the
 * reply, then for the picture the reply names. The page's params must be exactly the ones the web
 * app sends (it takes the reply only when they are); `pictures` are the ones its first screen shows.
 */
type FirstCall = {
  endpoint: Endpoint;
  params: Record<string, string>;
  pictures: (data: unknown) => (string | null | undefined)[];
  /**
   * The first screen painted before any script, from the pictures and the reply (see homeScreen);
   * none when it returns undefined.
   */
  screen?: (pictures: string[], lang: Language, data: unknown) => string | undefined;
};

/** The mobile site's header (apps/web wap-layout.module.css): 63 px. */
const WAP_BAR = '.cv-fs-bar{height:63px}';

/**
 * The desktop storefront's header (apps/web store-header.module.css), whose rows are of fixed
 * heights in every language: up to 820 px wide the logo's row (10 + 42 px), the search box's (12 +
 * 44 + 10 px), then the navigation (1 + 48 px); wider, one row of 12 + 44 + 12 px above it.
 */
const STORE_BAR = '.cv-fs-bar{height:167px}@media not all and (max-width:820px){.cv-fs-bar{height:117px}}';

/**
 * A landing page's first screen in plain HTML: the header's bar (`bar`, its height) above the
 * page's part, `main`, styled by `styles`. A phone shows the picture as soon as it
 * arrives instead of after the app's code has run; the app keeps these elements on screen while its
 * first page loads (apps/web lib/first-screen.tsx) and its own picture then takes their place
 * without a pixel moving (the browser test measures both).
 */
function firstScreen(styles: string, main: string, bar = WAP_BAR): string {
  return (
    '<div data-first-screen class="cv-fs"><div class="cv-fs-bar"></div>' +
    '<div data-first-screen-main class="cv-fs-main">' +
    // The styles inside the part the app moves last (into its layout), so they go with it.
    '<style>' +
    // The body's font (apps/web global.css), for the text a first screen shows.
    '.cv-fs{min-height:100vh;background:#f4f6f8;line-height:1.5;' +
    'font-family:var(--cv-script-font,system-ui),system-ui,-apple-system,' +
    "'Segoe UI',Roboto,'Noto Sans','Noto Sans Arabic','Noto Sans Thai','Noto Sans Devanagari'," +
    "'Helvetica Neue',Arial,sans-serif}" +
    '.cv-fs-bar{box-sizing:border-box;background:#fff;border-bottom:1px solid #e2e8f0}' +
    `${bar}${styles}</style>${main}</div></div>`
  );
}

/**
 * The mobile home's: the first banner with its caption (wap-home-page.tsx: 12 px around the page;
 * patterns.module.css .bannerFrame: 16:9, at least 180 px, 14 px corners, 16:6.4 from 768 px;
 * banner-carousel.module.css: the caption over the picture's foot, its subtitle left out up to 520
 * px, the picture mirrored right to left). Its words are read before any script: the phone also sets up its fonts for text here,
 * before the first paint, not in the app's first layout (a 90–120 ms part of it in /wap/ traces).
 */
function homeScreen([picture]: string[], lang: Language, data: unknown): string {
  const banner = (data as HomeVo).banners[0];
  const caption =
    banner && (banner.title || banner.subtitle)
      ? `<div class="cv-fs-caption"><p class="cv-fs-title" dir="auto">${escapeHtml(banner.title)}</p>` +
        (banner.subtitle ? `<p class="cv-fs-subtitle" dir="auto">${escapeHtml(banner.subtitle)}</p>` : '') +
        '</div>'
      : '';
  return firstScreen(
    '.cv-fs-main{padding:12px 12px 0}' +
      '.cv-fs-banner{position:relative;aspect-ratio:16/9;min-height:180px;border-radius:14px;overflow:hidden;' +
      'background:linear-gradient(135deg,#0f766e,#134e4a);color:#fff}' +
      '.cv-fs-banner img{width:100%;height:100%;object-fit:cover;display:block}' +
      '[dir=rtl]>.cv-fs-banner img{transform:scaleX(-1)}' +
      '.cv-fs-caption{position:absolute;inset-inline:0;inset-block-end:0;padding:clamp(14px,3vw,32px);' +
      'padding-block-end:clamp(34px,4vw,48px);background:linear-gradient(to top,rgb(2 6 23/72%),rgb(2 6 23/0%))}' +
      '.cv-fs-title{margin:0;font-size:clamp(18px,3vw,32px);font-weight:750;line-height:1.2;' +
      'text-shadow:0 1px 3px rgb(0 0 0/30%);max-width:40ch}' +
      '.cv-fs-subtitle{margin:6px 0 0;font-size:clamp(13px,1.5vw,17px);opacity:.92;max-width:55ch}' +
      '@media (max-width:520px){.cv-fs-caption{padding-block-end:52px}.cv-fs-subtitle{display:none}}' +
      '@media (min-width:768px){.cv-fs-banner{aspect-ratio:16/6.4}}',
    `<div dir="${isRtl(lang) ? 'rtl' : 'ltr'}"><div class="cv-fs-banner">` +
      `<img src="${picture}" alt="" fetchpriority="high">${caption}</div></div>`,
  );
}

/**
 * A product's, on a phone: the row of the trail and the gallery's first picture in its box (apps/web
 * product-page.module.css: the page's padding and gutter, a 20 px trail on one row, a 20 px gap, the
 * white box's padding and border; gallery.module.css: the picture's square frame). From 760 px the
 * page puts the gallery beside the buying panel: only the bar is drawn there.
 */
function productScreen([picture]: string[], bar?: string): string {
  return firstScreen(
    '.cv-fs-main{padding:clamp(12px,2.5vw,24px) clamp(12px,3vw,24px) 0}' +
      '.cv-fs-trail{height:20px;margin-bottom:20px}' +
      '.cv-fs-box{padding:clamp(14px,2.5vw,24px);background:#fff;border:1px solid #e2e8f0;border-radius:16px}' +
      '.cv-fs-frame{border:1px solid #e2e8f0;border-radius:12px;background:#eef2f5;overflow:hidden}' +
      '.cv-fs-frame img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover}' +
      '@media (min-width:760px){.cv-fs-main{display:none}}',
    '<div class="cv-fs-trail"></div>' +
      `<div class="cv-fs-box"><div class="cv-fs-frame"><img src="${picture}" alt="" fetchpriority="high"></div></div>`,
    bar,
  );
}

/**
 * A grid of goods' first screen, on a phone: the first row of its grid, each picture in the top of
 * its card, `above` px below the page's top padding (apps/web: the page's padding and gutter,
 * goods-grid.module.css and goods-card's 1 px border and square picture), under the header's `bar`.
 * Wider than 30em the page's head may wrap and the grid has more columns: only the bar is drawn
 * there.
 */
function gridScreen(above: number, bar?: string) {
  return (pictures: string[], lang: Language): string =>
    firstScreen(
      '.cv-fs-main{padding:clamp(16px,3vw,28px) clamp(12px,3vw,24px) 0}' +
        `.cv-fs-above{height:${above}px}` +
        '.cv-fs-grid{display:grid;gap:12px;' +
        'grid-template-columns:repeat(auto-fill,minmax(min(172px,calc(50% - 6px)),1fr))}' +
        // The card goes on below its picture, as the app's does: a picture clipped at its own edge
        // would count as a smaller paint than the app's, which would then be the page's largest.
        '.cv-fs-card{border:1px solid #e2e8f0;border-bottom:0;border-radius:10px 10px 0 0;' +
        'overflow:hidden;background:#fff;padding-bottom:4px}' +
        '.cv-fs-card img{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;background:#eef2f5}' +
        '@media not all and (max-width:30em){.cv-fs-main{display:none}}',
      '<div class="cv-fs-above"></div>' +
        `<div class="cv-fs-grid" dir="${isRtl(lang) ? 'rtl' : 'ltr'}">` +
        pictures
          .map(
            (picture, index) =>
              `<div class="cv-fs-card"><img src="${picture}" alt=""${index === 0 ? ' fetchpriority="high"' : ''}></div>`,
          )
          .join('') +
        '</div>',
      bar,
    );
}

/**
 * A result list's on the mobile site (search-results.module.css): on a phone a 30 px title over 50
 * px of tabs, 12 px apart, then 14 px; the 44 px filter button; the 20 px count with 12 px above
 * and below.
 */
const resultsScreen = gridScreen(194);

/**
 * A goods page's first row on a phone, its first two cards' pictures; none unless every card in it
 * has its picture (or the row is misdrawn).
 */
function pictureRow(data: unknown): string[] {
  const row = (data as { pageList: GoodsVo[] }).pageList.slice(0, 2).map((goods) => goods.imgUrl1);
  return row.every((src) => src && PICTURE.test(src)) ? (row as string[]) : [];
}

/** How many of a desktop list's first pictures are preloaded: a row at most widths. */
const LIST_PICTURES = 4;

function firstCallOf(pathname: string, query: URLSearchParams): FirstCall | null {
  if (pathname === '/wap' || pathname === '/wap/') {
    return {
      endpoint: catalogEndpoints.home,
      // As apps/web features/home/api/get-home.ts asks on the mobile site: its own banners.
      params: { type: 'wap' },
      pictures: (data) => [(data as HomeVo).banners[0]?.imgUrl],
      screen: homeScreen,
    };
  }
  const sellerGoodsId = query.get('sellerGoodsId');
  if (pathname === '/wap/commodity-details' && sellerGoodsId && sellerGoodsId.length <= 64) {
    return {
      endpoint: catalogEndpoints.goodsDetail,
      // As apps/web features/catalog/api/get-goods-info.ts asks: the product with every SKU.
      params: { sellerGoodsId, skuId: '-1' },
      // The gallery's first picture.
      pictures: (data) => goodsPictures(data as GoodsVo).slice(0, 1),
      screen: (pictures) => productScreen(pictures),
    };
  }
  // The desktop goods list, all of it or a category's, in the server's order: its first page and
  // the pictures of its first cards (a row is two to six of them, by the screen's width). No first
  // row is painted: phones are sent to the mobile site by the server (ADR 028), and at a phone's
  // width the buyer's filters and the sub-category pane above the grid wrap by language (issue 51).
  // (The desktop product page carries no reply: desktopProductId.)
  const categoryId = query.get('categoryId');
  if (
    pathname === '/classification' &&
    [...query.keys()].every((name) => name === 'lang' || name === 'categoryId') &&
    (categoryId === null || (categoryId !== '' && categoryId.length <= 64))
  ) {
    return {
      endpoint: catalogEndpoints.goods,
      // As apps/web features/catalog/api/get-goods-list.ts asks for the first page.
      params: {
        ...(categoryId === null ? {} : { categoryId }),
        pageNum: '1',
        pageSize: String(SEARCH_PAGE_SIZE),
      },
      pictures: (data) =>
        (data as { pageList: GoodsVo[] }).pageList.slice(0, LIST_PICTURES).map((goods) => goods.imgUrl1),
    };
  }
  // A result list as a search or a shared link opens it: its first page, in the server's order.
  if (pathname === '/wap/searchGoods' && !query.has('sort') && !query.has('categoryId')) {
    const keyword = parseSearchText(query.get('k')).trim();
    if (!keyword) return null;
    return {
      endpoint: catalogEndpoints.search,
      // As apps/web features/search/api/search-goods.ts asks, with neither category nor sort.
      params: { keyword, pageNum: '1', pageSize: String(SEARCH_PAGE_SIZE) },
      // The grid's first row.
      pictures: pictureRow,
      screen: resultsScreen,
    };
  }
  return null;
}

/**
 * The desktop product page's id, when the page gets a first screen: the same page as the mobile
 * site's, under the store's header. Its reply is not carried: answering sellerGoods!info counts a view, by the visitor's
 * address, and a buyer who is logged in (as desktop buyers mostly are) would be counted again by
 * account when the app asks with the session. The gallery's first picture is read without counting
 * one; the app asks for the product itself, and keeps the screen until it is drawn.
 */
function desktopProductId(pathname: string, query: URLSearchParams): string | null {
  const id = query.get('id');
  return pathname === '/productDetails' &&
    id &&
    id.length <= 64 &&
    [...query.keys()].every((name) => name === 'id' || name === 'lang')
    ? id
    : null;
}

/** The desktop product's first picture, or null (the page then shows what is wrong itself). */
async function desktopProductPicture(
  app: FastifyInstance,
  id: string,
  lang: Language,
): Promise<string | null> {
  try {
    const good = await goodsDetail(app.deps.db, { sellerGoodsId: id }, readContext(app.deps, lang));
    const picture = goodsPictures(good)[0];
    return picture && PICTURE.test(picture) ? picture : null;
  } catch (error) {
    // Unknown, off sale, a closed shop, or a bad id: the page shows that itself.
    if (!(error instanceof AppError)) app.log.warn({ err: error }, 'a product page’s first picture failed');
    return null;
  }
}

/** The start-up settings' params, as apps/web features/system/api/get-syspara.ts sends them. */
const STARTUP_SETTINGS = { code: STARTUP_SYSPARA_CODES.join(',') };

/**
 * One call's `data` as the mobile API answers a visitor who is not logged in, in `lang`; null when
 * it fails (the page then asks for itself).
 */
async function replyOf(
  app: FastifyInstance,
  endpoint: Endpoint,
  params: Record<string, string>,
  lang: Language,
  visitor: string,
): Promise<unknown> {
  const sent = new URLSearchParams({ ...params, lang });
  try {
    const res = await app.inject({
      method: 'GET',
      url: `/wap/api/${endpoint.name}.action?${sent}`,
      remoteAddress: visitor,
    });
    if (res.statusCode !== 200) return null;
    const envelope = res.json<{ code?: unknown; data?: unknown }>();
    return envelope.code === '0' && envelope.data != null ? envelope.data : null;
  } catch (error) {
    app.log.warn(
      { err: error, action: endpoint.name },
      'a first reply of a landing page failed; the page asks itself',
    );
    return null;
  }
}

/** What a page's HTML carries: the language it was asked in, and each call's params and reply. */
type FirstReply = { action: string; params: Record<string, string>; data: unknown };

export type FirstReplies = { lang: Language; replies: FirstReply[] };

/** The settings every page reads as it starts, carried so that starting asks for nothing. */
async function startupReplies(app: FastifyInstance, lang: Language, visitor: string): Promise<FirstReply[]> {
  const settings = await replyOf(app, systemEndpoints.syspara, STARTUP_SETTINGS, lang, visitor);
  return settings === null
    ? []
    : [{ action: systemEndpoints.syspara.name, params: STARTUP_SETTINGS, data: settings }];
}

export type FirstView = { replies: FirstReplies; pictures: string[]; screen?: string };

/**
 * Answers the landing page's first call as a visitor who is not logged in would get it (the web app
 * takes it only then), in the address's language (`?lang=`) or the default one; the desktop product
 * page gets its first screen and the start-up settings only. Null when the page has no such call or
 * the call fails: the page then asks for itself.
 */
export async function firstViewOf(
  app: FastifyInstance,
  url: string,
  /** The visitor's address: a product's view is counted as theirs (once a day), as the API counts it. */
  visitor: string,
): Promise<FirstView | null> {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  const lang = normaliseLanguage(query.get('lang')) ?? DEFAULT_LANGUAGE;
  const productId = desktopProductId(pathname, query);
  if (productId !== null) {
    const [picture, settings] = await Promise.all([
      desktopProductPicture(app, productId, lang),
      startupReplies(app, lang, visitor),
    ]);
    if (picture === null) return null;
    return {
      replies: { lang, replies: settings },
      pictures: [picture],
      screen: productScreen([picture], STORE_BAR),
    };
  }
  const call = firstCallOf(pathname, query);
  if (!call) return null;
  const [data, settings] = await Promise.all([
    replyOf(app, call.endpoint, call.params, lang, visitor),
    startupReplies(app, lang, visitor),
  ]);
  if (data === null) return null;
  const pictures = call.pictures(data).filter((src): src is string => Boolean(src && PICTURE.test(src)));
  const screen = call.screen && pictures[0] ? call.screen(pictures, lang, data) : undefined;
  const replies = [{ action: call.endpoint.name, params: call.params, data }, ...settings];
  return {
    replies: { lang, replies },
    pictures,
    ...(screen ? { screen } : {}),
  };
}

/**
 * The tags for a page's head and body: the language's font sheet when its script has one, the
 * pictures preloaded first, and the replies as JSON that
 * no browser runs (every "<" escaped, so no text inside can close the script element).
 */
export function firstViewTags(
  { replies, pictures, screen }: FirstView,
  fontSheets: Readonly<Record<string, ScriptFontSheet>> = {},
): ShellExtra {
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  // The language's own font (Chinese, Japanese, Korean, Thai, Devanagari, Arabic), so the screen
  // painted first is set in the font the app then draws it in, not a system font that the app's
  // font would replace (and move).
  const font = fontSheets[replies.lang];
  return {
    ...(screen ? { root: screen } : {}),
    head:
      (font
        ? `<link rel="stylesheet" href="${font.href}"><style>:root{--cv-script-font:'${font.family}'}</style>`
        : '') +
      pictures.map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${src}">`).join(''),
    body: `<script id="first-replies" type="application/json">${json}</script>`,
  };
}
