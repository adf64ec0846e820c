import { Route, Routes } from 'react-router';
import { SessionHeartbeat } from '../../features/auth/components/session-heartbeat';
import { StoreLayout } from '../layouts/store-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RedirectTo } from './redirect';
import { ChatWindowPage, HomePage, storefrontPages } from './storefront-pages';

/** The desktop storefront's route table (spec §2); the route sweep test walks it too. */
export function storefrontRoutes() {
  return (
    <>
      <Route path="chat" element={<ChatWindowPage />} />
      <Route element={<StoreLayout />}>
        <Route index element={<RedirectTo to="/index" />} />
        <Route path="index" element={<HomePage />} />
        {storefrontPages()}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </>
  );
}

/** The desktop storefront. */
export default function StorefrontRoutes() {
  return (
    <>
      <SessionHeartbeat />
      <Routes>{storefrontRoutes()}</Routes>
    </>
  );
}
