import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { wapProductPath } from '../../components/catalog/goods-grid';
import { wapStorePath } from '../../components/catalog/seller-card';
import { SessionHeartbeat } from '../../features/auth/components/session-heartbeat';
import { UpdatePrompt } from '../../features/wap/components/update-prompt';
import { PageFallback } from '../../components/ui/first-screen';
import { WapLayout } from '../layouts/wap-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RedirectTo } from './redirect';
import { prefetchHome } from '../../features/home/api/get-home';
import { lazyPage } from '../../lib/lazy-page';
import {
  ChatWindowPage,
  ClassificationPage,
  ProductDetailsPage,
  StorePage,
  storefrontPages,
} from './storefront-pages';

const WapHomePage = lazyPage(() => {
  prefetchHome('wap');
  return import('../../features/home/components/wap-home-page');
}, 'WapHomePage');
const WapCartPage = lazyPage(() => import('../../features/wap/components/wap-cart-page'), 'WapCartPage');
// The seller panel's own lazy tree, inside the mobile shell (its paths are the desktop's, under /wap).
const SellerRoutes = lazy(() => import('../../seller/seller-routes'));
const WapMinePage = lazyPage(() => import('../../features/wap/components/wap-mine-page'), 'WapMinePage');

/** The seller panel on the mobile site: its own frame, with the app's update prompt. */
function WapSellerPanel() {
  return (
    <>
      <Suspense fallback={<PageFallback part="main" />}>
        <SellerRoutes />
      </Suspense>
      <UpdatePrompt />
    </>
  );
}

/** A desktop product or store address inside the mobile site opens its mobile twin (spec §1). */
function MobileTwin({ of }: { of: 'goods' | 'store' }) {
  const id = useSearchParams()[0].get('id') ?? '';
  return <Navigate replace to={of === 'goods' ? wapProductPath({ id }) : wapStorePath({ id })} />;
}

/**
 * The mobile site's route table under /wap/ (spec §1 mobile targets); the route sweep test walks it
 * too. Its router's base is /wap, so the storefront's pages and every link in them serve the phone
 * too; the pages a phone does differently are its own.
 */
export function wapRoutes() {
  return (
    <>
      <Route path="chat" element={<ChatWindowPage />} />
      {/* The seller panel is a workplace of its own: on a phone too it has its own frame, not the
          buyer's search header and tab bar (issue 51). */}
      <Route path="seller/*" element={<WapSellerPanel />} />
      <Route element={<WapLayout />}>
        <Route index element={<WapHomePage />} />
        <Route path="index" element={<RedirectTo to="/" />} />
        <Route path="commodity-details" element={<ProductDetailsPage />} />
        <Route path="shop" element={<StorePage />} />
        <Route path="category" element={<ClassificationPage />} />
        <Route path="cart" element={<WapCartPage />} />
        <Route path="mine" element={<WapMinePage />} />
        <Route path="productDetails" element={<MobileTwin of="goods" />} />
        <Route path="store" element={<MobileTwin of="store" />} />
        {storefrontPages()}
        <Route path="*" element={<NotFoundPage homePath="/" />} />
      </Route>
    </>
  );
}

/** The mobile site under /wap/. */
export default function WapRoutes() {
  return (
    <>
      <SessionHeartbeat />
      <Routes>{wapRoutes()}</Routes>
    </>
  );
}
