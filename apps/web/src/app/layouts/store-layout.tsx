import { CartLauncher } from '../../components/cart/cart-launcher';
import { SkipLink } from '../../components/ui/skip-link';
import { PageFallback } from '../../components/ui/first-screen';
import { BackToTop } from './back-to-top';
import { ChatHost } from './chat-host';
import classes from './floating-dock.module.css';
import { StoreFooter } from './store-footer';
import { StoreHeader } from './store-header';
import { PageOutlet } from '../../components/ui/page-error-boundary';

/** The desktop storefront frame: sticky header with nav, page, footer, back-to-top, the cart, the chat. */
export function StoreLayout() {
  return (
    <div className={classes.frame}>
      <SkipLink />
      <StoreHeader />
      {/* At least a screen tall: the footer starts below the first screen, so a page's content
          arriving in steps (loader, skeletons, data) never pushes a visible footer down. */}
      <main style={{ flex: 1, minHeight: '100vh' }} id="main">
        {/* While a page's code loads, the server's first screen where it painted one (the goods
            list on a phone), else the spinner. */}
        <PageOutlet fallback={<PageFallback part="main" />} />
      </main>
      <StoreFooter />
      {/* Back to top first: on a narrow screen the bar lays them out from the inline end. */}
      <div className={classes.dock} data-testid="floating-dock">
        <BackToTop />
        <CartLauncher />
      </div>
      <ChatHost />
    </div>
  );
}
