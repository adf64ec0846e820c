import type { BannerVo } from '@caravan/contract';
import { isRtl } from '@caravan/contract';
import { Carousel } from '@mantine/carousel';
import { useDocumentVisibility, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronBackIcon, ChevronIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import classes from './banner-carousel.module.css';

const INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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
 * The promotion carousel (WAI-ARIA carousel pattern) on Mantine's Carousel (Embla: swipe and
 * drag): previous/next and one button per slide, arrow keys (mirrored right to left), Home / End,
 * auto-advance that stops while hovered or focused or while the tab is hidden, a pause button,
 * and, for people who asked for reduced motion, no auto-advance and no sliding (slides change at
 * once). Only the shown slide and its neighbours load their pictures.
 */
export function BannerCarousel({ banners }: CarouselProps) {
  const { t } = useTranslation();
  const rtl = isRtl(useLanguage());
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [interacting, setInteracting] = useState(false);
  const tabHidden = useDocumentVisibility() === 'hidden';
  const reduceMotion = useReducedMotion();
  const count = banners.length;
  const current = count > 0 ? Math.min(selected, count - 1) : 0;

  // Auto-advance; a change of slide (the user's too) restarts the wait.
  useEffect(() => {
    if (!embla || !playing || interacting || tabHidden || count < 2) return undefined;
    const timer = window.setInterval(() => embla.scrollNext(), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [embla, playing, interacting, tabHidden, count, current]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!embla) return;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) embla.scrollNext();
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) embla.scrollPrev();
    else if (event.key === 'Home') embla.scrollTo(0);
    else if (event.key === 'End') embla.scrollTo(count - 1);
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
      <Carousel
        classNames={{
          root: classes.root,
          slide: classes.slide,
          controls: classes.controls,
          control: classes.control,
        }}
        height="100%"
        attributes={{ container: { 'aria-live': playing && !interacting ? 'off' : 'polite' } }}
        emblaOptions={{
          loop: true,
          align: 'start',
          direction: rtl ? 'rtl' : 'ltr',
          ...(reduceMotion && { duration: 0 }),
        }}
        getEmblaApi={setEmbla}
        onSlideChange={setSelected}
        withKeyboardEvents={false}
        withControls={count > 1}
        controlSize={32}
        previousControlIcon={<ChevronBackIcon size={18} />}
        nextControlIcon={<ChevronIcon size={18} />}
        previousControlProps={{ 'aria-label': t('carousel.previous') }}
        nextControlProps={{ 'aria-label': t('carousel.next') }}
      >
        {banners.map((banner, i) => {
          const active = i === current;
          return (
            <Carousel.Slide
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { index: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
            >
              <BannerSlide banner={banner} eager={isNear(i, current, count)} shown={i === current} />
            </Carousel.Slide>
          );
        })}
      </Carousel>
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
                onClick={() => embla?.scrollTo(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
