import { Route, Routes } from 'react-router';
import { AccountCancellationPage } from '../../features/account/components/account-cancellation-page';
import { DashboardPage } from '../../features/account/components/dashboard-page';
import { EmailPage } from '../../features/account/components/email-page';
import { LoginPasswordPage } from '../../features/account/components/login-password-page';
import { SetupPage } from '../../features/account/components/setup-page';
import { TransactionPasswordPage } from '../../features/account/components/transaction-password-page';
import { ShippingAddressPage } from '../../features/address/components/shipping-address-page';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { RegisterPage } from '../../features/auth/components/register-page';
import { SessionHeartbeat } from '../../features/auth/components/session-heartbeat';
import { ClassificationPage } from '../../features/catalog/components/classification-page';
import { CommodityPage, DiscountedPage } from '../../features/catalog/components/goods-list-pages';
import { ProductDetailsPage } from '../../features/catalog/components/product/product-details-page';
import { StorePage } from '../../features/catalog/components/store/store-page';
import { PaySuccessPage } from '../../features/checkout/components/pay-success-page';
import { SettlementPage } from '../../features/checkout/components/settlement-page';
import { CollectGoodsPage } from '../../features/engagement/components/collect-goods-page';
import { CollectShopPage } from '../../features/engagement/components/collect-shop-page';
import { HomePage } from '../../features/home/components/home-page';
import { MyOrderPage } from '../../features/orders/components/my-order-page';
import { OrderDetailPage } from '../../features/orders/components/order-detail-page';
import { OrderEvaluationPage } from '../../features/orders/components/order-evaluation-page';
import { OrderReturnPage } from '../../features/orders/components/order-return-page';
import { MoneyPackagePage } from '../../features/wallet/components/money-package-page';
import { RechargePage } from '../../features/wallet/components/recharge-page';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page';
import { StoreLayout } from '../layouts/store-layout';
import { DownloadPage } from '../pages/download-page';
import { InformationPage } from '../pages/information-page';
import { NotFoundPage } from '../pages/not-found-page';
import { UserCentreLayout } from '../pages/user-centre-layout';
import { RedirectTo } from './redirect';
import { SearchResultsPage, SearchStorePage } from './search-pages';

/**
 * The storefront's pages (spec §2), under a layout: the desktop site's, or the mobile site's, whose
 * router has the base /wap so that the same links stay on it.
 */
export function storefrontPages() {
  return (
    <>
      <Route path="productDetails" element={<ProductDetailsPage />} />
      <Route path="store" element={<StorePage />} />
      <Route path="settlement" element={<SettlementPage />} />
      <Route path="paySuccess" element={<PaySuccessPage />} />
      <Route path="classification" element={<ClassificationPage />} />
      <Route path="commodity" element={<CommodityPage />} />
      <Route path="discounted" element={<DiscountedPage />} />
      <Route path="searchStore" element={<SearchStorePage />} />
      <Route path="information" element={<InformationPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="searchGoods" element={<SearchResultsPage titleKey="searchGoods" />} />
      <Route path="searchResult" element={<SearchResultsPage titleKey="searchResult" />} />
      <Route element={<UserCentreLayout />}>
        <Route path="userInfo">
          <Route index element={<RedirectTo to="/userInfo/dashboard" />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="my-order" element={<MyOrderPage />} />
          <Route path="order-detail" element={<OrderDetailPage />} />
          <Route path="order-return" element={<OrderReturnPage />} />
          <Route path="order-evaluation" element={<OrderEvaluationPage />} />
          <Route path="download" element={<DownloadPage />} />
          <Route path="collect-goods" element={<CollectGoodsPage />} />
          <Route path="collect-shop" element={<CollectShopPage />} />
          <Route path="money-package" element={<MoneyPackagePage />} />
          <Route path="money-package/recharge" element={<RechargePage />} />
          <Route path="money-package/withdraw" element={<WithdrawPage />} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="setup/login-password" element={<LoginPasswordPage />} />
          <Route path="setup/email" element={<EmailPage />} />
          <Route path="setup/transaction-password" element={<TransactionPasswordPage />} />
          <Route path="setup/shipping-address" element={<ShippingAddressPage />} />
          <Route path="setup/account-cancellation" element={<AccountCancellationPage />} />
        </Route>
      </Route>
    </>
  );
}

/** The desktop storefront: the route table of spec §2. */
export default function StorefrontRoutes() {
  return (
    <>
      <SessionHeartbeat />
      <Routes>
        <Route element={<StoreLayout />}>
          <Route index element={<RedirectTo to="/index" />} />
          <Route path="index" element={<HomePage />} />
          {storefrontPages()}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
