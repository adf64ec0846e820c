import { Route, Routes } from 'react-router';
import { AccountCancellationPage } from '../../features/account/components/account-cancellation-page';
import { DashboardPage } from '../../features/account/components/dashboard-page';
import { LoginPasswordPage } from '../../features/account/components/login-password-page';
import { SetupPage } from '../../features/account/components/setup-page';
import { TransactionPasswordPage } from '../../features/account/components/transaction-password-page';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { LoginPage } from '../../features/auth/components/login-page';
import { RegisterPage } from '../../features/auth/components/register-page';
import { SessionHeartbeat } from '../../features/auth/components/session-heartbeat';
import { ClassificationPage } from '../../features/catalog/components/classification-page';
import { CommodityPage, DiscountedPage } from '../../features/catalog/components/goods-list-pages';
import { ProductDetailsPage } from '../../features/catalog/components/product/product-details-page';
import { StorePage } from '../../features/catalog/components/store/store-page';
import { CollectGoodsPage } from '../../features/engagement/components/collect-goods-page';
import { CollectShopPage } from '../../features/engagement/components/collect-shop-page';
import { HomePage } from '../../features/home/components/home-page';
import { MoneyPackagePage } from '../../features/wallet/components/money-package-page';
import { RechargePage } from '../../features/wallet/components/recharge-page';
import { WithdrawPage } from '../../features/wallet/components/withdraw-page';
import { StoreLayout } from '../layouts/store-layout';
import { DownloadPage } from '../pages/download-page';
import { InformationPage } from '../pages/information-page';
import { NotFoundPage } from '../pages/not-found-page';
import { SimplePage } from '../pages/simple-page';
import { UserCentreLayout } from '../pages/user-centre-layout';
import { RedirectTo } from './redirect';
import { SearchResultsPage, SearchStorePage } from './search-pages';

// User-centre pages whose features arrive with later issues keep their minimal page until then.
const USER_CENTRE_PAGES = [
  ['my-order', 'myOrder'],
  ['order-detail', 'orderDetail'],
  ['order-return', 'orderReturn'],
  ['order-evaluation', 'orderEvaluation'],
  ['setup/shipping-address', 'shippingAddress'],
] as const;

const PLAIN_PAGES = [
  ['settlement', 'settlement'],
  ['paySuccess', 'paySuccess'],
  ['merchantSettled', 'merchantSettled'],
] as const;

/** The desktop storefront: the route table of spec §2. */
export default function StorefrontRoutes() {
  return (
    <>
      <SessionHeartbeat />
      <Routes>
        <Route element={<StoreLayout />}>
          <Route index element={<RedirectTo to="/index" />} />
          <Route path="index" element={<HomePage />} />
          <Route path="productDetails" element={<ProductDetailsPage />} />
          <Route path="store" element={<StorePage />} />
          {PLAIN_PAGES.map(([path, titleKey]) => (
            <Route key={path} path={path} element={<SimplePage titleKey={titleKey} />} />
          ))}
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
              <Route path="download" element={<DownloadPage />} />
              <Route path="collect-goods" element={<CollectGoodsPage />} />
              <Route path="collect-shop" element={<CollectShopPage />} />
              <Route path="money-package" element={<MoneyPackagePage />} />
              <Route path="money-package/recharge" element={<RechargePage />} />
              <Route path="money-package/withdraw" element={<WithdrawPage />} />
              <Route path="setup" element={<SetupPage />} />
              <Route path="setup/login-password" element={<LoginPasswordPage />} />
              <Route path="setup/transaction-password" element={<TransactionPasswordPage />} />
              <Route path="setup/account-cancellation" element={<AccountCancellationPage />} />
              {USER_CENTRE_PAGES.map(([path, titleKey]) => (
                <Route key={path} path={path} element={<SimplePage titleKey={titleKey} embedded />} />
              ))}
            </Route>
            <Route path="credit">
              <Route index element={<SimplePage titleKey="credit" embedded />} />
              <Route path="application" element={<SimplePage titleKey="creditApplication" embedded />} />
              <Route path="myLoan" element={<SimplePage titleKey="myLoan" embedded />} />
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
