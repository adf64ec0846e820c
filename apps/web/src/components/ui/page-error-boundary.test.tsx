import { fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreLayout } from '../../app/layouts/store-layout';
import { WapLayout } from '../../app/layouts/wap-layout';
import { changeLanguage } from '../../lib/i18n';
import { page, RELOAD_GUARD_MS } from '../../lib/missing-code';
import { renderWithProviders } from '../../test/render';
import { noReply, serveActions } from '../../test/serve-actions';

/** A page whose chunk never arrives, as Chromium reports it. */
const MissingPage = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/gone-Ab12.js')),
);

let broken = false;
/** A page that fails to render while `broken`. */
function FlakyPage() {
  if (broken) throw new Error('a bug');
  return <p data-testid="flaky-page">rendered</p>;
}

function Elsewhere() {
  return <p data-testid="elsewhere">another page</p>;
}

function renderIn(layout: 'store' | 'wap', route: string) {
  const Layout = layout === 'store' ? StoreLayout : WapLayout;
  return renderWithProviders(
    <Routes>
      <Route element={<Layout />}>
        <Route path="missing" element={<MissingPage />} />
        <Route path="flaky" element={<FlakyPage />} />
        <Route path="elsewhere" element={<Elsewhere />} />
      </Route>
    </Routes>,
    { route },
  );
}

let reload: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  serveActions({
    'index!home': noReply,
    'index!download-url': noReply,
    'localuser!get': noReply,
    'syspara!getSyspara': noReply,
  });
  reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page whose code does not arrive', () => {
  it('on the desktop site: reloads once, then shows its error under a usable header', async () => {
    const first = renderIn('store', '/missing');
    expect((await screen.findByTestId('page-error')).textContent).toContain('This could not be loaded');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('site-header')).toBeTruthy();
    first.unmount();

    // The page after that reload: its chunk is still missing, and it does not reload again.
    renderIn('store', '/missing');
    await screen.findByTestId('page-error');
    expect(reload).toHaveBeenCalledTimes(1);
    // "Try again" reloads: the browser remembers a failed import until the page loads anew.
    fireEvent.click(screen.getByTestId('page-error-retry'));
    expect(reload).toHaveBeenCalledTimes(2);
    // Two renders of the whole desktop frame, the first of the file's: slow on a busy machine.
  }, 40_000);

  it('reloads again for a later failure, past the guard', async () => {
    window.sessionStorage.setItem('cv-missing-code-reload', String(Date.now() - RELOAD_GUARD_MS - 1));
    renderIn('store', '/missing');
    await screen.findByTestId('page-error');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('on the phone site, offline: says so in the user’s language and keeps the tab bar, with no reload', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await changeLanguage('ar');
    renderIn('wap', '/missing');
    const error = await screen.findByTestId('page-error');
    expect(error.textContent).toContain('تعذّر الوصول إلى الخادم');
    expect(screen.getByTestId('wap-tab-home')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a page that fails to render', () => {
  it('shows its error; "Try again" renders it again without reloading', async () => {
    broken = true;
    renderIn('store', '/flaky');
    await screen.findByTestId('page-error');
    broken = false;
    fireEvent.click(screen.getByTestId('page-error-retry'));
    expect(await screen.findByTestId('flaky-page')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is forgotten when the visitor goes to another page', async () => {
    broken = true;
    renderWithProviders(
      <>
        <Link to="/elsewhere">elsewhere</Link>
        <Routes>
          <Route element={<WapLayout />}>
            <Route path="flaky" element={<FlakyPage />} />
            <Route path="elsewhere" element={<Elsewhere />} />
          </Route>
        </Routes>
      </>,
      { route: '/flaky' },
    );
    await screen.findByTestId('page-error');
    fireEvent.click(screen.getByText('elsewhere'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.queryByTestId('page-error')).toBeNull();
    broken = false;
  });
});
