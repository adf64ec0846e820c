import { Navigate, Route, Routes } from 'react-router';
import './seller-styles';
import { SellerCouponsPage } from './features/coupons/components/coupons-page';
import { SellerFollowersPage } from './features/community/components/followers-page';
import { SellerReviewsPage } from './features/community/components/reviews-page';
import { SellerDashboardPage } from './features/dashboard/components/dashboard-page';
import { SellerFinancePage } from './features/finance/components/finance-page';
import { SellerGoodsPage } from './features/goods/components/goods-page';
import { SellerLibraryPage } from './features/goods/components/library-page';
import { SellerMessagesPage } from './features/messages/components/messages-page';
// The notification centre is the user's, the same list in the panel as in the user centre.
import { NotificationsPage } from '../features/notifications';
import { SellerLayout } from './layout/seller-layout';
import { SellerOrdersPage } from './features/orders/components/seller-orders-page';
import { StoreSettingsPage } from './features/store/components/store-settings-page';
import { SELLER_DASHBOARD_PATH } from './lib/seller-paths';

/** The seller panel's route table; the route sweep test walks it too. */
export function sellerRoutes() {
  return (
    <Route element={<SellerLayout />}>
      <Route index element={<SellerDashboardPage />} />
      <Route path="goods" element={<SellerGoodsPage />} />
      <Route path="library" element={<SellerLibraryPage />} />
      <Route path="coupons" element={<SellerCouponsPage />} />
      <Route path="orders" element={<SellerOrdersPage />} />
      <Route path="returns" element={<SellerOrdersPage isReturns />} />
      <Route path="reviews" element={<SellerReviewsPage />} />
      <Route path="followers" element={<SellerFollowersPage />} />
      <Route path="store" element={<StoreSettingsPage />} />
      <Route path="finance" element={<SellerFinancePage />} />
      <Route path="messages" element={<SellerMessagesPage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="*" element={<Navigate to={SELLER_DASHBOARD_PATH} replace />} />
    </Route>
  );
}

/**
 * The seller panel under /seller (and /wap/seller on the mobile site): its own lazy route tree, so
 * the storefront ships none of it.
 */
export default function SellerRoutes() {
  return <Routes>{sellerRoutes()}</Routes>;
}
