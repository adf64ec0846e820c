import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Per landing address, the chunks beyond the entry that its first render runs (the web build's list). */
type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function isRoutePreloads(value: unknown): value is RoutePreloads {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every(
    (entry: { js?: unknown; css?: unknown }) =>
      Array.isArray(entry.js) &&
      Array.isArray(entry.css) &&
      [...entry.js, ...entry.css].every((file) => typeof file === 'string' && ASSET.test(file)),
  );
}

function preloadTags({ js, css }: { js: string[]; css: string[] }): string {
  // crossorigin as the module loader and Vite's style loader ask for them, so the browser reuses
  // these responses instead of fetching again.
  return [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ].join('');
}

/** A page's HTML as it is, and compressed once ahead (an address is asked for far more often). */
type ShellPage = { html: string; br: Buffer; gzip: Buffer };

/** The HTML to send, compressed as the browser accepts (`encoding` null: as it is). */
export type ShellReply = { body: string | Buffer; encoding: 'br' | 'gzip' | null };

/** What a page adds to the shell for one request: tags at the end of its head and of its body. */
export type ShellExtra = { head: string; body: string };

/** The shell for one request, compressed now (a quick brotli: the page is small and waited for). */
function withExtra(html: string, extra: ShellExtra, acceptEncoding: string): ShellReply {
  const page = html.replace('</head>', `${extra.head}</head>`).replace('</body>', `${extra.body}</body>`);
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(page, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(page), encoding: 'gzip' };
  return { body: page, encoding: null };
}

function shellPage(html: string): ShellPage {
  return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
}

/**
 * The single-page app's HTML for an address: the built index.html, with the address's own chunks
 * named in its head when the build listed them (route-preloads.json; "*" for any other address), so
 * that a first visit fetches the app, the route tree and the page together with the entry instead
 * of one round trip after another. Null when the web app is not built.
 */
export function loadWebShell(
  webDist: string,
): ((pathname: string, acceptEncoding: string, extra?: ShellExtra) => ShellReply) | null {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8');
  const preloadsFile = join(webDist, 'route-preloads.json');
  const parsed: unknown = existsSync(preloadsFile) ? JSON.parse(readFileSync(preloadsFile, 'utf8')) : {};
  const preloads = isRoutePreloads(parsed) ? parsed : {};
  // Any other address gets the list that holds for every page (the app's own chunks), when given.
  const anyPage = preloads['*'];
  const plain = shellPage(anyPage ? html.replace('</head>', `${preloadTags(anyPage)}</head>`) : html);
  const pages = new Map(
    Object.entries(preloads).map(([path, files]) => [
      path,
      shellPage(html.replace('</head>', `${preloadTags(files)}</head>`)),
    ]),
  );
  return (pathname, acceptEncoding, extra) => {
    const page = pages.get(pathname) ?? plain;
    if (extra) return withExtra(page.html, extra, acceptEncoding);
    if (/\bbr\b/.test(acceptEncoding)) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.html, encoding: null };
  };
}
