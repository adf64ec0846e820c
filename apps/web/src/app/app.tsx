import { isWapPath, WAP_BASE } from '@caravan/contract';
import './mantine-styles';
import './global.css';
import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageErrorBoundary } from '../components/ui/page-error-boundary';
import { PageFallback } from '../components/ui/first-screen';
import { AppEffects } from './app-effects';
import { Providers } from './providers';

// Each front end is its own lazy route tree, so the storefront ships none of the mobile site's, the
// seller panel's, the promotion site's or the operator console's code.
const StorefrontRoutes = lazy(() => import('./routes/storefront-routes'));
const WapRoutes = lazy(() => import('./routes/wap-routes'));
const AdminRoutes = lazy(() => import('../admin/admin-routes'));
const SellerRoutes = lazy(() => import('../seller/seller-routes'));
const PromoteRoutes = lazy(() => import('../features/promote/promote-routes'));

export function App() {
  // The mobile site is a router of its own whose base is /wap: the storefront's pages and links
  // serve it unchanged, and its addresses stay under /wap/. Leaving it is a full page load.
  const onWap = isWapPath(window.location.pathname);
  return (
    <Providers>
      <BrowserRouter basename={onWap ? WAP_BASE : undefined}>
        <AppEffects />
        {/* A route tree whose code did not arrive: its error, with no layout around it yet. Each
            tree's layout holds its pages' own (the header stays usable there). */}
        <PageErrorBoundary>
          <Suspense fallback={<PageFallback part="whole" />}>
            {onWap ? (
              <WapRoutes />
            ) : (
              <Routes>
                <Route path="/admin/*" element={<AdminRoutes />} />
                <Route path="/seller/*" element={<SellerRoutes />} />
                <Route path="/promote/*" element={<PromoteRoutes />} />
                <Route path="/*" element={<StorefrontRoutes />} />
              </Routes>
            )}
          </Suspense>
        </PageErrorBoundary>
      </BrowserRouter>
    </Providers>
  );
}
