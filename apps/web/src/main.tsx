import { isMobileUserAgent, isWapPath, mobileRedirectTarget } from '@caravan/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { captureFirstScreen } from './components/ui/first-screen';
import { initI18n, initialLanguage } from './lib/i18n';
import { isMissingCodeError, reloadForMissingCode, reloadOnPreloadError } from './lib/missing-code';
import { STORAGE_KEYS, removeStorage, writeStorage } from './lib/storage';
import { preferDesktopSite, prefersDesktopSite } from './lib/mobile-redirect';
import { consumeUrlParams } from './lib/url-params';

// Zod would first try `new Function('')` to see whether it may compile its checks; the
// Content-Security-Policy forbids eval, so every page that checked a form logged a blocked eval.
zodConfig({ jitless: true });

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

async function bootstrap(): Promise<void> {
  const { pathname, search, hash } = window.location;
  reloadOnPreloadError();

  // ?lang= before anything renders, so the first paint is already in that language.
  const { lang, cleanedSearch } = consumeUrlParams(search);
  if (lang) {
    writeStorage(STORAGE_KEYS.lang, lang);
    removeStorage(STORAGE_KEYS.scroll);
  }
  const cleaned = cleanedSearch ?? search;
  if (cleanedSearch !== null)
    window.history.replaceState(window.history.state, '', `${pathname}${cleaned}${hash}`);
  const language = lang ?? initialLanguage();

  // Phones and tablets get the mobile site, keeping the product or store and the language (spec §1),
  // unless this phone chose the desktop site; opening the mobile site again undoes that choice. The
  // server redirects them first (app.ts); this catches a page it did not answer (development).
  if (isWapPath(pathname)) {
    if (prefersDesktopSite()) preferDesktopSite(false);
  } else if (isMobileUserAgent(navigator.userAgent)) {
    // A choice made before the server read it (storage only) goes into its cookie too.
    if (prefersDesktopSite()) preferDesktopSite(true);
    const target = prefersDesktopSite() ? null : mobileRedirectTarget(pathname, cleaned, language);
    if (target) {
      window.location.replace(target);
      return;
    }
  }

  // The service worker: the mobile site's app shell, and on every site the offline page for a page
  // that cannot be reached (issue 51). It is registered once the page has loaded, so its precaching
  // never competes with the first view.
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    afterLoad(() => {
      void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    });
  }

  // The app and its styles are a chunk of their own, fetched beside the strings: the entry holds no
  // style sheet, so the page's HTML (the brand on its background) paints without waiting for one,
  // and the app's code runs in a task of its own after the entry's.
  const [{ App }] = await Promise.all([import('./app/app'), initI18n(language)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  captureFirstScreen(root);
  // The first render as a transition: React renders in slices and lets the phone's main thread
  // breathe between them, instead of one long task before anything can respond.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

bootstrap().catch((error: unknown) => {
  // The app's own chunk did not arrive (a deploy since this page's HTML was fetched): once, the
  // page reloads into the current build; the first screen painted by the server stays otherwise.
  if (isMissingCodeError(error)) reloadForMissingCode();
  throw error;
});
