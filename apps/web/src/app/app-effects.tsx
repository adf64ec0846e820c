import { useDirection } from '@mantine/core';
import { isRtl } from '@caravan/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStartupSyspara } from '../features/system/api/get-syspara';
import { changeLanguage, useLanguage } from '../lib/i18n';
import { registerNavigate } from '../lib/navigation';
import { STORAGE_KEYS, writeStorage } from '../lib/storage';
import { consumeUrlParams } from '../lib/url-params';

/** Lets the API client navigate (403 → home) through the router. */
function useNavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, options) => void navigate(to, options));
    return () => registerNavigate(undefined);
  }, [navigate]);
}

/** ?lang= on any address switches the language and is then dropped; ?code= is kept as agentCode. */
function useUrlParams() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { lang, cleanedSearch } = consumeUrlParams(search);
    if (lang) void changeLanguage(lang);
    if (cleanedSearch !== null) void navigate({ pathname, search: cleanedSearch, hash }, { replace: true });
  }, [pathname, search, hash, navigate]);
}

/** The home page restores its own position; every other page starts at the top (spec §2). */
function useScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    if (pathname !== '/index') window.scrollTo(0, 0);
  }, [pathname, search]);
}

/** Mantine's components follow the language's direction. */
function useDirectionSync() {
  const lang = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isRtl(lang) ? 'rtl' : 'ltr');
  }, [lang, setDirection]);
}

/** The maximum quantity per order, read by the cart (syspara, stored as maxBuy; contract §2.6). */
function useMaxBuy() {
  const syspara = useStartupSyspara();
  const maxBuy = syspara.data?.mall_max_goods_number_in_order;
  useEffect(() => {
    if (maxBuy) writeStorage(STORAGE_KEYS.maxBuy, maxBuy);
  }, [maxBuy]);
}

export function AppEffects() {
  useNavigateBridge();
  useUrlParams();
  useScrollToTop();
  useDirectionSync();
  useMaxBuy();
  return null;
}
