import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../test/render';
import SellerRoutes from '../seller-routes';

/** Where the seller centre is: its path and query, as the address bar shows them (`address`). */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

/**
 * The seller centre's routes at `route`, with the address shown below them (test id `address`);
 * `elsewhere` is drawn for an address outside /seller.
 */
export function renderSellerPage(route: string, { elsewhere }: { elsewhere?: ReactNode } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/seller/*" element={<SellerRoutes />} />
        {elsewhere !== undefined && <Route path="*" element={elsewhere} />}
      </Routes>
      <Address />
    </>,
    { route },
  );
}
