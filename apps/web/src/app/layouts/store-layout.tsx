import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CartLauncher } from '../../components/cart/cart-launcher';
import { SkipLink } from '../../components/ui/skip-link';
import { PageFallback } from '../../lib/first-screen';
import { BackToTop } from './back-to-top';
import { ChatHost } from './chat-host';
import { StoreFooter } from './store-footer';
import { StoreHeader } from './store-header';

/** The desktop storefront frame: sticky header with nav, page, footer, back-to-top, the cart, the chat. */
export function StoreLayout() {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <StoreHeader />
      {/* At least a screen tall: the footer starts below the first screen, so a page's content
          arriving in steps (loader, skeletons, data) never pushes a visible footer down. */}
      <main style={{ flex: 1, minHeight: '100vh' }} id="main">
        {/* While a page's code loads, the server's first screen where it painted one (the goods
            list on a phone), else the spinner. */}
        <Suspense fallback={<PageFallback part="main" />}>
          <Outlet />
        </Suspense>
      </main>
      <StoreFooter />
      <BackToTop />
      <CartLauncher />
      <ChatHost />
    </div>
  );
}
