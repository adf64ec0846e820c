import { Navigate, Route, Routes } from 'react-router';
import './seller-styles';
import { SellerLayout } from './components/seller-layout';
import { SellerOrdersPage } from './components/seller-orders-page';
import { SELLER_ORDERS_PATH } from './lib/seller-paths';

/** The seller panel under /seller: its own lazy route tree, so the storefront ships none of it. */
export default function SellerRoutes() {
  return (
    <Routes>
      <Route element={<SellerLayout />}>
        <Route index element={<Navigate to="orders" replace />} />
        <Route path="orders" element={<SellerOrdersPage />} />
        <Route path="returns" element={<SellerOrdersPage isReturns />} />
        <Route path="*" element={<Navigate to={SELLER_ORDERS_PATH} replace />} />
      </Route>
    </Routes>
  );
}
