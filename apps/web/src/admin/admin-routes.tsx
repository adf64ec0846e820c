import { Route, Routes } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import './admin-styles';
import { AreaGate } from './layout/area-gate';
import { AdminShell } from './layout/admin-shell';
import { useAdminStrings } from './lib/admin-i18n';
import { AdminLoginPage } from './pages/admin-login-page';
import { AdminNotFoundPage } from './pages/admin-not-found-page';
import { AuditPage } from './pages/audit-page';
import { BannersPage } from './pages/banners-page';
import { CategoriesPage } from './pages/categories-page';
import { ChannelsPage } from './pages/channels-page';
import { DashboardPage } from './pages/dashboard-page';
import { DepositsPage } from './pages/deposits-page';
import { GoodsEditorPage } from './pages/goods-editor-page';
import { GoodsPage } from './pages/goods-page';
import { OperatorsPage } from './pages/operators-page';
import { OrdersPage } from './pages/orders-page';
import { OutboxPage } from './pages/outbox-page';
import { SysparaPage } from './pages/syspara-page';
import { UserDetailPage } from './pages/user-detail-page';
import { UsersPage } from './pages/users-page';
import { WalletSettingsPage } from './pages/wallet-settings-page';
import { WithdrawalsPage } from './pages/withdrawals-page';

/** The operator console under /admin: its own login page and a shell whose areas follow the role. */
export default function AdminRoutes() {
  const isReady = useAdminStrings();
  if (!isReady) return <PageLoader />;
  return (
    <Routes>
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
        <Route element={<AreaGate area="catalog" />}>
          <Route path="catalog/goods" element={<GoodsPage />} />
          <Route path="catalog/goods/new" element={<GoodsEditorPage />} />
          <Route path="catalog/goods/:id" element={<GoodsEditorPage />} />
          <Route path="catalog/categories" element={<CategoriesPage />} />
          <Route path="catalog/banners" element={<BannersPage />} />
        </Route>
        <Route element={<AreaGate area="finance" />}>
          <Route path="finance/deposits" element={<DepositsPage />} />
          <Route path="finance/withdrawals" element={<WithdrawalsPage />} />
          <Route path="finance/channels" element={<ChannelsPage />} />
          <Route path="finance/settings" element={<WalletSettingsPage />} />
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
    </Routes>
  );
}
