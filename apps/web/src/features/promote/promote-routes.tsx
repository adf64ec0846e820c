import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { PROMOTE_NS } from '../../lib/i18n';
import { LandingPage } from './components/landing-page';
import { PolicyPage } from './components/policy-page';
import { PromoteLayout } from './components/promote-layout';
import { PromoteNotFound } from './components/promote-not-found';

/** The promotion site's route table under /promote; the route sweep test walks it too. */
export function promoteRoutes() {
  return (
    <Route element={<PromoteLayout />}>
      <Route index element={<LandingPage />} />
      <Route path="policy/:topic" element={<PolicyPage />} />
      <Route path="*" element={<PromoteNotFound />} />
    </Route>
  );
}

/**
 * The promotion site under /promote (spec §1, §2): the seller landing page and the policy pages. Its
 * own lazy route tree, so the storefront ships none of it; it opens in the language the address
 * names (`?lang=`, switched on arrival like on any page) and shows the `?avatar=` it is given.
 */
export default function PromoteRoutes() {
  // Its strings are a lazy namespace: shown once they (and English, the fallback) are in.
  const { ready } = useTranslation(PROMOTE_NS);
  if (!ready) return <PageLoader />;
  return <Routes>{promoteRoutes()}</Routes>;
}
