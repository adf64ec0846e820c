import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { ADMIN_NS } from '../lib/i18n';
import { PageLoader } from '../components/ui/page-loader';
import './admin-styles';
import { AreaGate } from './layout/area-gate';
import { AdminShell } from './layout/admin-shell';
import { AdminLoginPage } from './features/auth/components/admin-login-page';
import { AdminNotFoundPage } from './layout/admin-not-found-page';
import { AuditPage } from './features/audit/components/audit-page';
import { BannersPage } from './features/catalog/components/banners-page';
import { CategoriesPage } from './features/catalog/components/categories-page';
import { CouponsPage } from './features/promotions/components/coupons-page';
import { ChannelsPage } from './features/finance/components/channels-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { DepositsPage } from './features/finance/components/deposits-page';
import { GoodsEditorPage } from './features/catalog/components/goods-editor-page';
import { GoodsPage } from './features/catalog/components/goods-page';
import { OffersPage } from './features/catalog/components/offers-page';
import { OperatorsPage } from './features/operators/components/operators-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { SupportPage } from './features/support/components/support-page';
import { SellerApplicationsPage } from './features/sellers/components/seller-applications-page';
import { LoansPage } from './features/credit/components/loans-page';
import { LoanSettingsPage } from './features/credit/components/loan-settings-page';
import { OutboxPage } from './features/outbox/components/outbox-page';
import { SysparaPage } from './features/syspara/components/syspara-page';
import { UserDetailPage } from './features/users/components/user-detail-page';
import { UsersPage } from './features/users/components/users-page';
import { WalletSettingsPage } from './features/finance/components/wallet-settings-page';
import { WithdrawalsPage } from './features/finance/components/withdrawals-page';

/** The operator console's route table under /admin; the route sweep test walks it too. */
export function adminRoutes() {
  return (
    <>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<AdminShell />}>
        <Route index element={<DashboardPage />} />
        <Route element={<AreaGate area="users" />}>
          <Route path="users" element={<UsersPage />} />
          <Route path="users/:id" element={<UserDetailPage />} />
        </Route>
        <Route element={<AreaGate area="orders" />}>
          <Route path="orders" element={<OrdersPage />} />
        </Route>
        <Route element={<AreaGate area="support" />}>
          <Route path="support" element={<SupportPage />} />
        </Route>
        <Route element={<AreaGate area="sellers" />}>
          <Route path="sellers/applications" element={<SellerApplicationsPage />} />
        </Route>
        <Route element={<AreaGate area="catalog" />}>
          <Route path="catalog/goods" element={<GoodsPage />} />
          <Route path="catalog/goods/new" element={<GoodsEditorPage />} />
          <Route path="catalog/goods/:id" element={<GoodsEditorPage />} />
          <Route path="catalog/offers" element={<OffersPage />} />
          <Route path="catalog/categories" element={<CategoriesPage />} />
          <Route path="catalog/banners" element={<BannersPage />} />
        </Route>
        <Route element={<AreaGate area="promotions" />}>
          <Route path="promotions/coupons" element={<CouponsPage />} />
        </Route>
        <Route element={<AreaGate area="finance" />}>
          <Route path="finance/deposits" element={<DepositsPage />} />
          <Route path="finance/withdrawals" element={<WithdrawalsPage />} />
          <Route path="finance/channels" element={<ChannelsPage />} />
          <Route path="finance/settings" element={<WalletSettingsPage />} />
          <Route path="finance/loans" element={<LoansPage />} />
          <Route path="finance/loan-settings" element={<LoanSettingsPage />} />
        </Route>
        <Route element={<AreaGate area="operators" />}>
          <Route path="operators" element={<OperatorsPage />} />
        </Route>
        <Route element={<AreaGate area="syspara" />}>
          <Route path="syspara" element={<SysparaPage />} />
        </Route>
        <Route element={<AreaGate area="audit" />}>
          <Route path="audit" element={<AuditPage />} />
        </Route>
        <Route element={<AreaGate area="outbox" />}>
          <Route path="outbox" element={<OutboxPage />} />
        </Route>
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </>
  );
}

/** The operator console under /admin: its own login page and a shell whose areas follow the role. */
export default function AdminRoutes() {
  // The console's strings are a lazy namespace: shown once they (and English, the fallback) are in.
  const { ready } = useTranslation(ADMIN_NS);
  if (!ready) return <PageLoader />;
  return <Routes>{adminRoutes()}</Routes>;
}
