import type { Language } from '@caravan/contract';

// Self-hosted fonts for the scripts a phone or a computer may have no font for (issue 21): Chinese,
// Japanese, Korean, Thai, Devanagari and Arabic. A language's font is fetched only when that
// language is chosen, and then only the pieces (unicode ranges) its pages use; the variable fonts
// cover every weight in one file per piece. Latin languages keep the system's own font.

type ScriptFont = { family: string; load: () => Promise<unknown> };

export const SCRIPT_FONTS: Partial<Record<Language, ScriptFont>> = {
  'zh-CN': {
    family: 'Noto Sans SC Variable',
    load: () => import('@fontsource-variable/noto-sans-sc/index.css'),
  },
  'zh-TW': {
    family: 'Noto Sans TC Variable',
    load: () => import('@fontsource-variable/noto-sans-tc/index.css'),
  },
  ja: { family: 'Noto Sans JP Variable', load: () => import('@fontsource-variable/noto-sans-jp/index.css') },
  ko: { family: 'Noto Sans KR Variable', load: () => import('@fontsource-variable/noto-sans-kr/index.css') },
  th: {
    family: 'Noto Sans Thai Variable',
    load: () => import('@fontsource-variable/noto-sans-thai/index.css'),
  },
  hi: {
    family: 'Noto Sans Devanagari Variable',
    load: () => import('@fontsource-variable/noto-sans-devanagari/index.css'),
  },
  ar: {
    family: 'Noto Sans Arabic Variable',
    load: () => import('@fontsource-variable/noto-sans-arabic/index.css'),
  },
};

/** The custom property the body's and Mantine's font stacks start with (global.css, theme.ts). */
export const SCRIPT_FONT_PROPERTY = '--cv-script-font';

/**
 * Puts the language's font first in the page's font stack and fetches its stylesheet (once; the
 * browser then fetches the pieces the page's text needs). A language without one takes the stack
 * as it is. A stylesheet that fails to load leaves the system's fonts to draw the text.
 */
export function applyScriptFont(lang: Language, root: HTMLElement = document.documentElement): Promise<void> {
  const font = SCRIPT_FONTS[lang];
  if (!font) {
    root.style.removeProperty(SCRIPT_FONT_PROPERTY);
    return Promise.resolve();
  }
  root.style.setProperty(SCRIPT_FONT_PROPERTY, `'${font.family}'`);
  return font.load().then(
    () => undefined,
    () => undefined,
  );
}
