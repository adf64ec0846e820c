import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Keeps a Mantine Carousel (Embla) on the slide `index` says, and reports the slide a swipe or
 * one of its controls brings with `onSwipe`: the index stays the caller's state. Spread
 * `carouselProps` on the Carousel. Setting `jumpRef.current` before a change of index skips the
 * animation once.
 */
export function useFollowIndex(index: number, onSwipe: (index: number) => void) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const jumpRef = useRef(false);
  const latest = useRef({ index, onSwipe });
  useEffect(() => {
    latest.current = { index, onSwipe };
  });

  // A new set of slides (or a new size) starts Embla again; it comes back to the caller's slide.
  useEffect(() => {
    if (!embla) return undefined;
    const onReInit = () => {
      if (embla.selectedScrollSnap() !== latest.current.index) embla.scrollTo(latest.current.index, true);
    };
    embla.on('reInit', onReInit);
    return () => {
      embla.off('reInit', onReInit);
    };
  }, [embla]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, jumpRef.current);
    jumpRef.current = false;
  }, [embla, index]);

  const onSlideChange = useCallback((slide: number) => {
    if (slide !== latest.current.index) latest.current.onSwipe(slide);
  }, []);

  return { jumpRef, carouselProps: { getEmblaApi: setEmbla, onSlideChange } };
}
