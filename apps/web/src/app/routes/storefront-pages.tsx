// The storefront's pages, shared by the desktop site's route tree and the mobile site's; this
// module holds no layout, so the mobile site loads none of the desktop's.
import { Route } from 'react-router';
import { RedirectTo } from './redirect';
import { prefetchHome } from '../../features/home/api/get-home';
import { lazyPage } from '../../lib/lazy-page';

// Each page is its own chunk, loaded when it is opened: the first page of a visit (often a phone's)
// loads only what it shows.
export const SearchResultsPage = lazyPage(() => import('./search-pages'), 'SearchResultsPage');
export const SearchStorePage = lazyPage(() => import('./search-pages'), 'SearchStorePage');
export const AccountCancellationPage = lazyPage(
  () => import('../../features/account/components/account-cancellation-page'),
  'AccountCancellationPage',
);
export const DashboardPage = lazyPage(
  () => import('../../features/account/components/dashboard-page'),
  'DashboardPage',
);
export const EmailPage = lazyPage(() => import('../../features/account/components/email-page'), 'EmailPage');
export const LoginPasswordPage = lazyPage(
  () => import('../../features/account/components/login-password-page'),
  'LoginPasswordPage',
);
export const SetupPage = lazyPage(() => import('../../features/account/components/setup-page'), 'SetupPage');
export const TransactionPasswordPage = lazyPage(
  () => import('../../features/account/components/transaction-password-page'),
  'TransactionPasswordPage',
);
export const ShippingAddressPage = lazyPage(
  () => import('../../features/address/components/shipping-address-page'),
  'ShippingAddressPage',
);
export const ForgotPasswordPage = lazyPage(
  () => import('../../features/auth/components/forgot-password-page'),
  'ForgotPasswordPage',
);
export const LoginPage = lazyPage(() => import('../../features/auth/components/login-page'), 'LoginPage');
export const RegisterPage = lazyPage(
  () => import('../../features/auth/components/register-page'),
  'RegisterPage',
);
export const ClassificationPage = lazyPage(
  () => import('../../features/catalog/components/classification-page'),
  'ClassificationPage',
);
export const CommodityPage = lazyPage(
  () => import('../../features/catalog/components/goods-list-pages'),
  'CommodityPage',
);
export const DiscountedPage = lazyPage(
  () => import('../../features/catalog/components/goods-list-pages'),
  'DiscountedPage',
);
export const ProductDetailsPage = lazyPage(
  () => import('../../features/catalog/components/product/product-details-page'),
  'ProductDetailsPage',
);
export const StorePage = lazyPage(
  () => import('../../features/catalog/components/store/store-page'),
  'StorePage',
);
export const PaySuccessPage = lazyPage(
  () => import('../../features/checkout/components/pay-success-page'),
  'PaySuccessPage',
);
export const SettlementPage = lazyPage(
  () => import('../../features/checkout/components/settlement-page'),
  'SettlementPage',
);
export const CollectGoodsPage = lazyPage(
  () => import('../../features/engagement/components/collect-goods-page'),
  'CollectGoodsPage',
);
export const CollectShopPage = lazyPage(
  () => import('../../features/engagement/components/collect-shop-page'),
  'CollectShopPage',
);
export const HomePage = lazyPage(() => {
  prefetchHome('pc');
  return import('../../features/home/components/home-page');
}, 'HomePage');
export const MyOrderPage = lazyPage(
  () => import('../../features/orders/components/my-order-page'),
  'MyOrderPage',
);
export const PurchaseHistoryPage = lazyPage(
  () => import('../../features/orders/components/purchase-history-page'),
  'PurchaseHistoryPage',
);
export const OrderDetailPage = lazyPage(
  () => import('../../features/orders/components/order-detail-page'),
  'OrderDetailPage',
);
export const OrderEvaluationPage = lazyPage(
  () => import('../../features/orders/components/order-evaluation-page'),
  'OrderEvaluationPage',
);
export const OrderReturnPage = lazyPage(
  () => import('../../features/orders/components/order-return-page'),
  'OrderReturnPage',
);
export const MoneyPackagePage = lazyPage(
  () => import('../../features/wallet/components/money-package-page'),
  'MoneyPackagePage',
);
export const RechargePage = lazyPage(
  () => import('../../features/wallet/components/recharge-page'),
  'RechargePage',
);
export const WithdrawPage = lazyPage(
  () => import('../../features/wallet/components/withdraw-page'),
  'WithdrawPage',
);
export const CreditPage = lazyPage(
  () => import('../../features/credit/components/credit-page'),
  'CreditPage',
);
export const CreditApplicationPage = lazyPage(
  () => import('../../features/credit/components/credit-application-page'),
  'CreditApplicationPage',
);
export const MyLoanPage = lazyPage(
  () => import('../../features/credit/components/my-loan-page'),
  'MyLoanPage',
);
export const SellerApplyPage = lazyPage(
  () => import('../../features/kyc/components/seller-apply-page'),
  'SellerApplyPage',
);
export const CouponCentrePage = lazyPage(
  () => import('../../features/coupons/components/coupon-centre-page'),
  'CouponCentrePage',
);
export const SubscriptionPage = lazyPage(
  () => import('../../features/subscribe/components/subscription-page'),
  'SubscriptionPage',
);
export const MyCouponsPage = lazyPage(
  () => import('../../features/coupons/components/my-coupons-page'),
  'MyCouponsPage',
);
export const NotificationsPage = lazyPage(
  () => import('../../features/notifications/components/notifications-page'),
  'NotificationsPage',
);
export const EmailSettingsPage = lazyPage(
  () => import('../../features/notifications/components/email-settings-page'),
  'EmailSettingsPage',
);
// The user centre's frame too: a visitor's first page (the home, a product) needs none of it.
export const UserCentreLayout = lazyPage(() => import('../pages/user-centre-layout'), 'UserCentreLayout');
export const DownloadPage = lazyPage(() => import('../pages/download-page'), 'DownloadPage');
export const InformationPage = lazyPage(() => import('../pages/information-page'), 'InformationPage');
// The customer-service window (spec §2's alternative to the chat dialog): the whole browser window,
// outside the storefront's header and footer.
export const ChatWindowPage = lazyPage(
  () => import('../../features/chat/components/chat-window-page'),
  'ChatWindowPage',
);
// The merchant entry's old address: the promotion site now (spec §1), which the links open in a new tab.
export const MerchantSettledPage = lazyPage(() => import('./promote-redirect'), 'PromoteRedirect');

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
      <Route path="coupons" element={<CouponCentrePage />} />
      <Route path="subscription" element={<SubscriptionPage />} />
      <Route path="searchStore" element={<SearchStorePage />} />
      <Route path="information" element={<InformationPage />} />
      <Route path="merchantSettled" element={<MerchantSettledPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="searchGoods" element={<SearchResultsPage titleKey="searchGoods" />} />
      <Route path="searchResult" element={<SearchResultsPage titleKey="searchResult" />} />
      <Route path="credit">
        <Route index element={<CreditPage />} />
        <Route path="application" element={<CreditApplicationPage />} />
        <Route path="myLoan" element={<MyLoanPage />} />
      </Route>
      <Route element={<UserCentreLayout />}>
        <Route path="userInfo">
          <Route index element={<RedirectTo to="/userInfo/dashboard" />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="my-order" element={<MyOrderPage />} />
          <Route path="purchase-history" element={<PurchaseHistoryPage />} />
          <Route path="order-detail" element={<OrderDetailPage />} />
          <Route path="order-return" element={<OrderReturnPage />} />
          <Route path="order-evaluation" element={<OrderEvaluationPage />} />
          <Route path="download" element={<DownloadPage />} />
          <Route path="seller-apply" element={<SellerApplyPage />} />
          <Route path="collect-goods" element={<CollectGoodsPage />} />
          <Route path="collect-shop" element={<CollectShopPage />} />
          <Route path="coupons" element={<MyCouponsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="money-package" element={<MoneyPackagePage />} />
          <Route path="money-package/recharge" element={<RechargePage />} />
          <Route path="money-package/withdraw" element={<WithdrawPage />} />
          <Route path="setup" element={<SetupPage />} />
          <Route path="setup/login-password" element={<LoginPasswordPage />} />
          <Route path="setup/email" element={<EmailPage />} />
          <Route path="setup/notification-emails" element={<EmailSettingsPage />} />
          <Route path="setup/transaction-password" element={<TransactionPasswordPage />} />
          <Route path="setup/shipping-address" element={<ShippingAddressPage />} />
          <Route path="setup/account-cancellation" element={<AccountCancellationPage />} />
        </Route>
      </Route>
    </>
  );
}
