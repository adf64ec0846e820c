import { createHash } from 'node:crypto';
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

/** A language's self-hosted font: its family and stylesheet. */
export type ScriptFontSheet = { href: string; family: string };

/**
 * The font of each language whose script has a self-hosted one (the web build's script-fonts.json:
 * language → family and /assets/….css); none when the build wrote none.
 */
export function loadScriptFontSheets(webDist: string): Record<string, ScriptFontSheet> {
  const file = join(webDist, 'script-fonts.json');
  const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, ScriptFontSheet] =>
        typeof entry[1]?.href === 'string' &&
        ASSET.test(entry[1].href) &&
        typeof entry[1]?.family === 'string' &&
        /^[\w ]+$/.test(entry[1].family),
    ),
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

/**
 * The page's first screen painted, the app's code is asked for: the loader of a page that paints
 * one (ShellExtra.root). The picture that screen shows goes first, alone on the phone's network;
 * the entry, the route's chunks and their styles follow once it is drawn (or after 1.5 s, or if it
 * fails), as the head would have named them: the entry first, then each chunk and style in a task of
 * its own (adding the thirty at once is a long task on a phone), after a task that opens the page's
 * storage. A fixed text, allowed by its hash
 * (app.ts's CSP).
 */
const FIRST_SCREEN_LOADER = [
  '(function(){',
  "var assets=JSON.parse(document.getElementById('first-screen-assets').textContent);",
  'var started=false;',
  'function add(tag,props){var el=document.createElement(tag);for(var k in props)el[k]=props[k];document.head.appendChild(el);}',
  'var queue=[];',
  "assets.scripts.forEach(function(src){queue.push(['script',{type:'module',crossOrigin:'',src:src}]);});",
  "assets.modules.forEach(function(href){queue.push(['link',{rel:'modulepreload',crossOrigin:'',href:href}]);});",
  "assets.styles.forEach(function(href){queue.push(['link',{rel:'preload',as:'style',crossOrigin:'',href:href}]);});",
  'function load(){var next=queue.shift();if(!next)return;add(next[0],next[1]);setTimeout(load,0);}',
  // The page's first touch of its storage (the app reads the language from it as it starts) waits
  // for the browser to hand the storage over; done here, in a task of its own while the code
  // downloads, it is not added to the app's first task. Any touch opens it: no key is named.
  'function openStorage(){try{void window.localStorage.length;}catch(e){}setTimeout(load,0);}',
  'function start(){if(started)return;started=true;requestAnimationFrame(function(){setTimeout(openStorage,0);});}',
  "var picture=document.querySelector('#root img');",
  'if(!picture||picture.complete)start();',
  "else{picture.addEventListener('load',start);picture.addEventListener('error',start);setTimeout(start,1500);}",
  '})();',
].join('');

/** The CSP source that allows the first-screen loader, and nothing else inline. */
export const FIRST_SCREEN_LOADER_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_LOADER).digest('base64')}'`;

const ENTRY_TAGS =
  /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" as="style"[^>]*>/g;

/**
 * The shell of a page that paints its first screen before any script: the head's script and
 * preloads leave it, named instead to the loader at the end of the body.
 */
function withDeferredAssets(html: string): string {
  const assets = { scripts: [] as string[], modules: [] as string[], styles: [] as string[] };
  const [head = '', body = ''] = html.split('</head>');
  const bare = head.replace(ENTRY_TAGS, (tag) => {
    const file = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (file) {
      if (tag.startsWith('<script')) assets.scripts.push(file);
      else if (tag.includes('modulepreload')) assets.modules.push(file);
      else assets.styles.push(file);
    }
    return '';
  });
  const tags =
    `<script id="first-screen-assets" type="application/json">${JSON.stringify(assets)}</script>` +
    `<script>${FIRST_SCREEN_LOADER}</script>`;
  return `${bare}</head>${body.replace('</body>', `${tags}</body>`)}`;
}

/**
 * A page's HTML as it is, and each compression made once, when first asked for (an address is asked
 * for far more often than once; made ahead, the 27 pages' Brotli at quality 11 took 0.12 s of every
 * start, 0.4–1 s on a busy machine).
 */
type ShellPage = {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
  /** The HTML with its scripts moved to the first-screen loader, made once when first asked for. */
  deferred?: string;
};

/** The HTML to send, compressed as the browser accepts (`encoding` null: as it is). */
export type ShellReply = { body: string | Buffer; encoding: 'br' | 'gzip' | null };

/**
 * What a page adds to the shell for one request: tags at the end of its head and of its body, and
 * the first screen it paints before any script (`root`), in place of the brand between index.html's
 * `<!--splash-->` and `<!--/splash-->`.
 */
export type ShellExtra = { head: string; body: string; root?: string };

const SPLASH = /<!--splash-->[\s\S]*?<!--\/splash-->/;

/** The shell for one request, compressed now (a quick brotli: the page is small and waited for). */
function withExtra(shell: ShellPage, extra: ShellExtra, acceptEncoding: string): ShellReply {
  let page =
    extra.root === undefined
      ? shell.html
      : (shell.deferred ??= withDeferredAssets(shell.html)).replace(SPLASH, () => extra.root ?? '');
  page = page.replace('</head>', `${extra.head}</head>`).replace('</body>', `${extra.body}</body>`);
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: brotliCompressSync(page, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(page), encoding: 'gzip' };
  return { body: page, encoding: null };
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
  const plain: ShellPage = {
    html: anyPage ? html.replace('</head>', `${preloadTags(anyPage)}</head>`) : html,
  };
  const pages = new Map<string, ShellPage>(
    Object.entries(preloads).map(([path, files]) => [
      path,
      { html: html.replace('</head>', `${preloadTags(files)}</head>`) },
    ]),
  );
  return (pathname, acceptEncoding, extra) => {
    const page = pages.get(pathname) ?? plain;
    if (extra) return withExtra(page, extra, acceptEncoding);
    if (/\bbr\b/.test(acceptEncoding))
      return { body: (page.br ??= brotliCompressSync(page.html)), encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding))
      return { body: (page.gzip ??= gzipSync(page.html)), encoding: 'gzip' };
    return { body: page.html, encoding: null };
  };
}
