import { useEffect, useRef } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../../lib/storage';

/**
 * The home page remembers how far down the buyer was (spec §2, stored under `scroll`) and returns
 * there once its content has rendered; restoring earlier would hit a page still too short.
 */
export function useHomeScroll(isReady: boolean): void {
  useEffect(() => {
    let frame = 0;
    // Leaving the page shortens the document before this effect is cleaned up, and the browser
    // reports that clamped position as a scroll: only positions taken on this page count.
    const { pathname } = window.location;
    const handleScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (window.location.pathname === pathname) {
          writeStorage(STORAGE_KEYS.scroll, String(Math.round(window.scrollY)));
        }
      });
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', handleScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const restored = useRef(false);
  useEffect(() => {
    if (!isReady || restored.current) return;
    restored.current = true;
    const y = Number(readStorage(STORAGE_KEYS.scroll));
    if (!Number.isFinite(y) || y <= 0) return;
    // Sections below the fold may still be laying out: wait (up to ~2 s of frames) until the page
    // is tall enough to scroll there, or the position would be clamped short.
    let frame = 0;
    let tries = 0;
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
      if (reachable || tries >= 120) {
        window.scrollTo(0, y);
        return;
      }
      tries += 1;
      frame = requestAnimationFrame(restore);
    };
    frame = requestAnimationFrame(restore);
    return () => cancelAnimationFrame(frame);
  }, [isReady]);
}
