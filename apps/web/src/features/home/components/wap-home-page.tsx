import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/states';
import { FirstScreenOr } from '../../../components/ui/first-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRenderedLater } from '../../../lib/use-rendered-later';
import { useHomeQuery } from '../api/get-home';
import { HomeBanner } from './home-page';
import { HomeSections } from './home-sections';
import { TrustList } from './welcome-panel';

/** The mobile site's home (/wap/): the same data as the desktop home in a single column. */
export function WapHomePage() {
  const { t } = useTranslation('home');
  const home = useHomeQuery('wap');
  const sections = useDeferredValue(home.data);
  // The banner's screen first; the bands below are built once it is on the way to the screen.
  const later = useRenderedLater();
  useDocumentTitle(t('title'));

  if (home.isError && !home.data) {
    return (
      <div style={{ padding: 12 }}>
        <QueryError query={home} title={t('error.title')} />
      </div>
    );
  }
  const page = (
    <div style={{ padding: '12px 12px 0' }} data-testid="wap-home-page">
      <h1 className="cv-visually-hidden">{t('title')}</h1>
      <HomeBanner banners={home.data?.banners ?? []} loading={!home.data} />
      <div style={{ marginTop: 12 }}>
        <TrustList />
      </div>
      <HomeSections data={later ? sections : undefined} variant="wap" />
    </div>
  );
  // Until the banners are in, the banner the server painted, where it is (else the skeletons).
  return home.data ? page : <FirstScreenOr part="main">{page}</FirstScreenOr>;
}
