import { Route, Routes } from 'react-router';
import { SessionHeartbeat } from '../../features/auth/components/session-heartbeat';
import { StoreLayout } from '../layouts/store-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RedirectTo } from './redirect';
import { ChatWindowPage, HomePage, storefrontPages } from './storefront-pages';

/** The desktop storefront: the route table of spec §2. */
export default function StorefrontRoutes() {
  return (
    <>
      <SessionHeartbeat />
      <Routes>
        <Route path="chat" element={<ChatWindowPage />} />
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
