import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string (`/?code=…` → `/index?code=…`). */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
