import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../../../app/providers';
import { okReply } from '../../../test/factories';

/** A page of a buyer's list reply (orders, goods lines), 20 to a page. */
export const pageOf = <T,>(items: T[], totalElements = items.length, pageNum = 1) =>
  okReply({ pageList: items, pageInfo: { pageNum, pageSize: 20, totalElements } });

/** Shows where the router is, so a test can tell the page moved on. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** Renders an order page at `route` inside the providers, with the other order pages as markers. */
export function renderOrderPage(path: string, page: ReactElement, route: string) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Providers>,
  );
}
