import { Navigate, Route, Routes } from 'react-router';
import './seller-styles';
import { SellerFollowersPage } from './components/community/followers-page';
import { SellerReviewsPage } from './components/community/reviews-page';
import { SellerDashboardPage } from './components/dashboard/dashboard-page';
import { SellerFinancePage } from './components/finance/finance-page';
import { SellerGoodsPage } from './components/goods/goods-page';
import { SellerLibraryPage } from './components/goods/library-page';
import { SellerMessagesPage } from './components/messages/messages-page';
// The notification centre is the user's, the same list in the panel as in the user centre.
import { NotificationsPage } from '../notifications/components/notifications-page';
import { SellerLayout } from './components/seller-layout';
import { SellerOrdersPage } from './components/seller-orders-page';
import { StoreSettingsPage } from './components/store/store-settings-page';
import { SELLER_DASHBOARD_PATH } from './lib/seller-paths';

/** The seller panel's route table; the route sweep test walks it too. */
export function sellerRoutes() {
  return (
    <Route element={<SellerLayout />}>
      <Route index element={<SellerDashboardPage />} />
      <Route path="goods" element={<SellerGoodsPage />} />
      <Route path="library" element={<SellerLibraryPage />} />
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
