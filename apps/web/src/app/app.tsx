import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { AppEffects } from './app-effects';
import { Providers } from './providers';

// Each front end is its own lazy route tree, so the storefront ships none of the mobile site's, the
// seller panel's or the operator console's code.
const StorefrontRoutes = lazy(() => import('./routes/storefront-routes'));
const WapRoutes = lazy(() => import('./routes/wap-routes'));
const AdminRoutes = lazy(() => import('../admin/admin-routes'));
const SellerRoutes = lazy(() => import('../features/seller/seller-routes'));

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppEffects />
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route path="/wap/*" element={<WapRoutes />} />
            <Route path="/admin/*" element={<AdminRoutes />} />
            <Route path="/seller/*" element={<SellerRoutes />} />
            <Route path="/*" element={<StorefrontRoutes />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </Providers>
  );
}
