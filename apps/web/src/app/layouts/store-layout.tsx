import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CartLauncher } from '../../components/cart/cart-launcher';
import { PageLoader } from '../../components/ui/page-loader';
import { SkipLink } from '../../components/ui/skip-link';
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
        <Suspense fallback={<PageLoader />}>
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
