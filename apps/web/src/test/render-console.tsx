import { Route, Routes } from 'react-router';
import AdminRoutes from '../admin/admin-routes';
import { setOperatorToken } from '../lib/operator-auth';
import { renderWithProviders } from './render';

/** Signs an operator in (a stored token) and renders the console at `route`. */
export function renderConsole(route: string) {
  setOperatorToken('operator-token');
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route },
  );
}
