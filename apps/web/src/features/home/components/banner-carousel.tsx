import type { BannerVo } from '@caravan/contract';
import { isRtl } from '@caravan/contract';
import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon, ChevronIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { SnapCarousel, SnapSlide } from '../../../components/ui/snap-carousel';
import { useLanguage } from '../../../lib/i18n';
import classes from './banner-carousel.module.css';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

const SLIDE = '[aria-roledescription="slide"]';

/** Slides `from` and `to` are next to each other (the carousel loops), or the same. */
function isNear(from: number, to: number, count: number): boolean {
  const distance = Math.abs(from - to);
  return Math.min(distance, count - distance) <= 1;
}

type SlideProps = {
  banner: BannerVo;
  /** Near the slide in view: its picture loads now. */
  eager: boolean;
  /** The slide in view: its picture is the page's largest, asked for first. */
  shown: boolean;
};

function SlideContent({ banner, eager, shown }: SlideProps) {
  return (
    <>
      <img
        src={banner.imgUrl}
        alt=""
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={shown ? 'high' : 'low'}
        draggable={false}
      />
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

function BannerSlide(props: SlideProps) {
  const { banner } = props;
  const content = <SlideContent {...props} />;
  if (banner.link?.startsWith('/')) {
    return (
      <Link to={banner.link} className={classes.slideLink} draggable={false}>
        {content}
      </Link>
    );
  }
  if (banner.link) {
    return (
      <a
        href={banner.link}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.slideLink}
        draggable={false}
      >
        {content}
      </a>
    );
  }
  return content;
}

type CarouselProps = { banners: BannerVo[] };

/**
 * The promotion carousel (WAI-ARIA carousel pattern) on the shared SnapCarousel (CSS scroll
 * snapping: a finger swipes natively): previous/next and one button per slide, arrow keys
 * (mirrored right to left), Home / End, auto-advance that stops while hovered or focused or while
 * the tab is hidden, a pause button, and, for people who asked for reduced motion, no
 * auto-advance and no sliding (slides change at once). It loops: next on the last slide shows the
 * first. Only the shown slide and its neighbours load their pictures.
 */
export function BannerCarousel({ banners }: CarouselProps) {
  const { t } = useTranslation();
  const rtl = isRtl(useLanguage());
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [interacting, setInteracting] = useState(false);
  const tabHidden = useDocumentVisibility() === 'hidden';
  const sectionRef = useRef<HTMLElement>(null);
  // Set when a key moves the slides while focus is in the one shown, which is about to go inert.
  const refocus = useRef(false);
  const count = banners.length;
  const current = count > 0 ? Math.min(selected, count - 1) : 0;

  /** Shows slide `index`, wrapping around at either end. */
  const goTo = (index: number) => setSelected(((index % count) + count) % count);

  // Auto-advance; a change of slide (the user's too) restarts the wait.
  useEffect(() => {
    if (!playing || interacting || tabHidden || count < 2) return undefined;
    const timer = window.setInterval(
      () => setSelected((shown) => (Math.min(shown, count - 1) + 1) % count),
      INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing, interacting, tabHidden, count, current]);

  // Focus follows the keys from slide to slide, instead of being lost with the slide that left.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const slide = sectionRef.current?.querySelectorAll<HTMLElement>(SLIDE)[current];
    (slide?.querySelector<HTMLElement>('a[href]') ?? slide)?.focus({ preventScroll: true });
  }, [current]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    let next: number;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = current + 1;
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else return;
    if (count < 2) return;
    event.preventDefault();
    next = ((next % count) + count) % count;
    if (next === current) return;
    refocus.current = event.target instanceof Element && event.target.closest(SLIDE) !== null;
    setSelected(next);
  };

  if (count === 0) return null;

  return (
    <section
      ref={sectionRef}
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
      {count > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            onClick={() => goTo(current - 1)}
            aria-label={t('carousel.previous')}
          >
            <ChevronBackIcon size={18} />
          </button>
          <button
            type="button"
            className={classes.control}
            onClick={() => goTo(current + 1)}
            aria-label={t('carousel.next')}
          >
            <ChevronIcon size={18} />
          </button>
        </div>
      )}
      <SnapCarousel
        className={classes.root}
        index={current}
        onIndexChange={setSelected}
        aria-live={playing && !interacting ? 'off' : 'polite'}
      >
        {banners.map((banner, i) => {
          const active = i === current;
          return (
            <SnapSlide
              key={banner.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              // The track scrolls: a keyboard must reach something in it (a slide without a link
              // takes focus itself), which also lets the arrow keys work from there.
              tabIndex={banner.link ? undefined : 0}
            >
              <BannerSlide banner={banner} eager={isNear(i, current, count)} shown={active} />
            </SnapSlide>
          );
        })}
      </SnapCarousel>
      {count > 1 && (
        <div className={classes.bar}>
          <button
            type="button"
            className={classes.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </button>
          {/* On a phone the dots would be too small to tap: where they stand, the slide's number. */}
          <span className={classes.count} aria-hidden="true" dir="ltr">
            {current + 1} / {count}
          </span>
          <div className={classes.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === current}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
