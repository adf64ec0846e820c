import type { BannerVo } from '@caravan/contract';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon, ChevronIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import classes from './banner-carousel.module.css';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function SlideContent({ banner }: { banner: BannerVo }) {
  return (
    <>
      <img src={banner.imgUrl} alt="" decoding="async" />
      {(banner.title || banner.subtitle) && (
        <div className={classes.caption}>
          <p className={classes.title} dir="auto">
            {banner.title}
          </p>
          {banner.subtitle && (
            <p className={classes.subtitle} dir="auto">
              {banner.subtitle}
            </p>
          )}
        </div>
      )}
    </>
  );
}

type CarouselProps = { banners: BannerVo[] };

/**
 * The promotion carousel (WAI-ARIA carousel pattern): previous/next and one button per slide,
 * arrow keys, auto-advance that stops while hovered or focused, a pause button, and no
 * auto-advance at all for people who asked for reduced motion.
 */
export function BannerCarousel({ banners }: CarouselProps) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [interacting, setInteracting] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!playing || interacting || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, interacting, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === back) go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      onKeyDown={handleKeyDown}
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
      data-testid="banner-carousel"
    >
      <div aria-live={playing && !interacting ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const active = i === current;
          let content = <SlideContent banner={banner} />;
          if (banner.link?.startsWith('/')) {
            content = (
              <Link to={banner.link} className={classes.slideLink}>
                {content}
              </Link>
            );
          } else if (banner.link) {
            content = (
              <a href={banner.link} target="_blank" rel="noopener noreferrer" className={classes.slideLink}>
                {content}
              </a>
            );
          }
          return (
            <div
              key={banner.id}
              className={`${classes.slide} ${active ? classes.active : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
            >
              {content}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </button>
          <button
            type="button"
            className={classes.control}
            onClick={() => go(current - 1)}
            aria-label={t('carousel.previous')}
          >
            <ChevronBackIcon size={18} />
          </button>
          <div className={classes.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={classes.control}
            onClick={() => go(current + 1)}
            aria-label={t('carousel.next')}
          >
            <ChevronIcon size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
