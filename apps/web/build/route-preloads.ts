import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The lazy modules a first visit to each landing address runs: its route tree and its page. Keys are
 * the paths the server matches exactly (without the query); values are source modules as Vite's
 * manifest names them. A path that is not here is served the plain shell.
 */
const ROUTE_MODULES: Record<string, string[]> = (() => {
  const wap = 'src/app/routes/wap-routes.tsx';
  const desktop = 'src/app/routes/storefront-routes.tsx';
  const pages = {
    wapHome: 'src/features/home/components/wap-home-page.tsx',
    home: 'src/features/home/components/home-page.tsx',
    product: 'src/features/catalog/components/product/product-details-page.tsx',
    store: 'src/features/catalog/components/store/store-page.tsx',
    search: 'src/app/routes/search-pages.tsx',
    categories: 'src/features/catalog/components/classification-page.tsx',
    goodsList: 'src/features/catalog/components/goods-list-pages.tsx',
    wapCart: 'src/features/wap/components/wap-cart-page.tsx',
    wapMine: 'src/features/wap/components/wap-mine-page.tsx',
    chatWindow: 'src/features/chat/components/chat-window-page.tsx',
  };
  return {
    '/wap': [wap, pages.wapHome],
    '/wap/': [wap, pages.wapHome],
    '/wap/commodity-details': [wap, pages.product],
    '/wap/shop': [wap, pages.store],
    '/wap/searchGoods': [wap, pages.search],
    '/wap/searchResult': [wap, pages.search],
    '/wap/searchStore': [wap, pages.search],
    '/wap/category': [wap, pages.categories],
    '/wap/classification': [wap, pages.categories],
    '/wap/commodity': [wap, pages.goodsList],
    '/wap/discounted': [wap, pages.goodsList],
    '/wap/cart': [wap, pages.wapCart],
    '/wap/mine': [wap, pages.wapMine],
    '/wap/chat': [wap, pages.chatWindow],
    '/': [desktop, pages.home],
    '/index': [desktop, pages.home],
    '/productDetails': [desktop, pages.product],
    '/store': [desktop, pages.store],
    '/searchGoods': [desktop, pages.search],
    '/searchResult': [desktop, pages.search],
    '/searchStore': [desktop, pages.search],
    '/classification': [desktop, pages.categories],
    '/commodity': [desktop, pages.goodsList],
    '/discounted': [desktop, pages.goodsList],
    '/chat': [desktop, pages.chatWindow],
  };
})();

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** What a landing address needs beyond the entry: scripts to modulepreload, styles to preload. */
export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-preloads: ${key} is not in the build's manifest`);
    seen.add(key);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The app itself (providers, router, styles): the entry loads it beside the strings, on every page. */
const APP_MODULE = 'src/app/app.tsx';

/** The key of the list for every address that has none of its own. */
export const ANY_PAGE = '*';

/**
 * The preload lists of every landing address, and of any other page (`ANY_PAGE`: the app alone),
 * from the build's manifest.
 */
export function routePreloads(manifest: Manifest): RoutePreloads {
  const entry = closure(manifest, ['index.html']);
  const listOf = (modules: string[]) => {
    const keys = [...closure(manifest, [APP_MODULE, ...modules])].filter((key) => !entry.has(key));
    return {
      js: keys.map((key) => `/${manifest[key]!.file}`),
      css: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
    };
  };
  const result: RoutePreloads = { [ANY_PAGE]: listOf([]) };
  for (const [path, modules] of Object.entries(ROUTE_MODULES)) result[path] = listOf(modules);
  return result;
}

/**
 * The languages whose script has a self-hosted font (src/lib/script-fonts.ts), by fontsource
 * package: the server links a landing page's font sheet in its HTML when the address asks for one
 * of them, so the first screen it paints is set in the font the app then draws it in.
 */
export const SCRIPT_FONT_PACKAGES: Record<string, { pkg: string; family: string }> = {
  'zh-CN': { pkg: 'noto-sans-sc', family: 'Noto Sans SC Variable' },
  'zh-TW': { pkg: 'noto-sans-tc', family: 'Noto Sans TC Variable' },
  ja: { pkg: 'noto-sans-jp', family: 'Noto Sans JP Variable' },
  ko: { pkg: 'noto-sans-kr', family: 'Noto Sans KR Variable' },
  th: { pkg: 'noto-sans-thai', family: 'Noto Sans Thai Variable' },
  hi: { pkg: 'noto-sans-devanagari', family: 'Noto Sans Devanagari Variable' },
  ar: { pkg: 'noto-sans-arabic', family: 'Noto Sans Arabic Variable' },
};

/** Each such language's font family and stylesheet as the build named it; a build without one fails. */
export function scriptFontSheets(manifest: Manifest): Record<string, { href: string; family: string }> {
  const sheets: Record<string, { href: string; family: string }> = {};
  for (const [lang, { pkg, family }] of Object.entries(SCRIPT_FONT_PACKAGES)) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`@fontsource-variable/${pkg}/index.css`));
    const chunk = key ? manifest[key] : undefined;
    if (!chunk) throw new Error(`script fonts: ${pkg} is not in the build's manifest`);
    sheets[lang] = { href: `/${chunk.file}`, family };
  }
  return sheets;
}

/**
 * Writes `route-preloads.json` beside the HTML: the server names a landing page's own chunks in its
 * HTML, so a phone fetches them with the entry instead of one round trip after another (entry →
 * route tree → page → its imports).
 */
export function routePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'caravan-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      writeFileSync(join(outDir, 'route-preloads.json'), JSON.stringify(routePreloads(manifest)));
      writeFileSync(join(outDir, 'script-fonts.json'), JSON.stringify(scriptFontSheets(manifest)));
    },
  };
}
