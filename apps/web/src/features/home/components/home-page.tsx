import { Skeleton } from '@mantine/core';
import type { BannerVo } from '@caravan/contract';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/states';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRenderedLater } from '../../../lib/use-rendered-later';
import { useHomeQuery } from '../api/get-home';
import { useHomeScroll } from '../hooks/use-home-scroll';
import { BannerCarousel } from './banner-carousel';
import { HomeSections } from './home-sections';
import { WelcomePanel } from './welcome-panel';
import classes from './home-page.module.css';

export function HomeBanner({ banners, loading }: { banners: BannerVo[]; loading: boolean }) {
  const { t } = useTranslation('home');
  if (loading) return <Skeleton className={classes.bannerSkeleton} data-testid="banner-skeleton" />;
  if (banners.length > 0) return <BannerCarousel banners={banners} />;
  return (
    <div className={classes.bannerFallback}>
      <h2>{t('welcome.title')}</h2>
      <p>{t('welcome.body')}</p>
    </div>
  );
}

/** The storefront home (spec §2): banners, categories, recommended goods and stores, new, hot, discounted. */
export function HomePage() {
  const { t } = useTranslation('home');
  const home = useHomeQuery('pc');
  const sections = useDeferredValue(home.data);
  // The banner's screen first; the bands below are built once it is on the way to the screen.
  const later = useRenderedLater();
  // Back to where the buyer left the home, once every band it scrolls through is drawn (a band
  // drawn after the return would move the page under the buyer).
  const [built, setBuilt] = useState(false);
  useHomeScroll(built);
  useDocumentTitle(t('title'));

  return (
    <div className={`cv-container ${classes.page}`} data-testid="home-page" data-built={built || undefined}>
      <h1 className="cv-visually-hidden">{t('title')}</h1>
      {home.isError && !home.data ? (
        <QueryError query={home} title={t('error.title')} />
      ) : (
        <>
          <div className={classes.hero}>
            <HomeBanner banners={home.data?.banners ?? []} loading={!home.data} />
            <WelcomePanel />
          </div>
          <HomeSections data={later ? sections : undefined} variant="desktop" onBuilt={setBuilt} />
        </>
      )}
    </div>
  );
}
