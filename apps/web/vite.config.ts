import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { lazyMantineDefaultsPlugin } from './build/lazy-mantine-defaults.ts';
import { isPageNavigation } from './build/offline-navigation.ts';
import { routePreloadsPlugin } from './build/route-preloads.ts';

// The server serves apps/web/dist at / with an SPA fallback; in development the API is proxied to it.
const apiTarget = process.env.CARAVAN_API ?? 'http://localhost:8080';

// The mobile site installs as an app (issue 17): a manifest (scope /wap/), and a service worker that
// precaches the shell, keeps fingerprinted assets and uploaded images, never stores an API reply
// (they carry the buyer's token), and shows offline.html when a page cannot be reached. The worker's
// scope is the whole origin (issue 51): offline, a desktop page gets the offline page too, in the
// reader's language, not the browser's error. Both sites register it (src/lib/service-worker.ts);
// the mobile site offers a reload when a new one is waiting.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  scope: '/',
  includeAssets: ['favicon.svg'],
  manifest: {
    id: '/wap/',
    name: 'Caravan — wholesale marketplace',
    short_name: 'Caravan',
    description: 'Cross-border wholesale marketplace. Buy from verified stores, pay in USDT.',
    start_url: '/wap/',
    scope: '/wap/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f4f6f8',
    theme_color: '#0f766e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: the entry, the mobile site's routes, the offline page and the icons.
    globPatterns: [
      'offline.{html,js}',
      'favicon.svg',
      'icons/*.png',
      'assets/{index,rolldown-runtime,app,api-client,wap-routes,storefront-routes}-*.{js,css}',
    ],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // A page of either site comes from the network; offline, the offline page says so.
        urlPattern: isPageNavigation,
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        // Fingerprinted: a file never changes under its name.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
      },
      {
        // Uploaded pictures are named by their content.
        urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

// Every text file also as .br and .gz, made once at build time; the server sends the one the browser
// takes (@fastify/static preCompressed), so no request pays for compressing. Brotli at its best
// quality is most of the build's time (about 14 s of CPU for the 7 MB of scripts and styles); the
// plugin runs one file at a time on a two-core machine unless told otherwise, so it runs as many as
// there are cores (P10: a fresh clone's first start includes this build).
const precompress = compression({
  algorithms: ['brotliCompress', 'gzip'],
  include: /\.(html|css|js|mjs|json|svg|webmanifest|txt)$/,
  exclude: /\.map$/,
  threshold: 1024,
  scheduler: { limit: availableParallelism() },
});

// React Router's package exports only its development build (it checks and warns as it matches
// paths); a production bundle takes the production build beside it, which does neither.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), lazyMantineDefaultsPlugin(), pwa, precompress, routePreloadsPlugin()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest feeds route-preloads.json (build/route-preloads.ts), which the server reads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    // Gzipping every chunk again only to print its size; the bench measures what a visit loads.
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/wap/api': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
      // The console's API; its pages (/admin/login, …) stay with the dev server.
      '^/admin/[^?]*\\.action(\\?.*)?$': apiTarget,
      // The seller panel's API; its pages (/seller/orders, …) stay with the dev server.
      '^/seller/[^?]*\\.action(\\?.*)?$': apiTarget,
    },
  },
}));
