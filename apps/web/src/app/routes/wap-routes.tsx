import { Route, Routes } from 'react-router';
import { WapHomePage } from '../../features/home/components/wap-home-page';
import { WapLayout, WapSimplePage } from '../layouts/wap-layout';
import { NotFoundPage } from '../pages/not-found-page';

/** The mobile site under /wap/ (spec §1 mobile targets). */
export default function WapRoutes() {
  return (
    <Routes>
      <Route element={<WapLayout />}>
        <Route index element={<WapHomePage />} />
        <Route path="commodity-details" element={<WapSimplePage titleKey="productDetails" />} />
        <Route path="shop" element={<WapSimplePage titleKey="store" />} />
        <Route path="category" element={<WapSimplePage titleKey="classification" />} />
        <Route path="cart" element={<WapSimplePage titleKey="cart" />} />
        <Route path="mine" element={<WapSimplePage titleKey="dashboard" />} />
        <Route path="*" element={<NotFoundPage homePath="/wap/" />} />
      </Route>
    </Routes>
  );
}
