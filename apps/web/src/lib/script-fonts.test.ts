import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_FONT_PACKAGES } from '../../build/route-preloads';
import { SCRIPT_FONTS, SCRIPT_FONT_PROPERTY, applyScriptFont } from './script-fonts';
import { applyDocumentLanguage } from './i18n';

const root = document.documentElement;

afterEach(() => root.style.removeProperty(SCRIPT_FONT_PROPERTY));

describe('the scripts’ self-hosted fonts', () => {
  it('covers Chinese, Japanese, Korean, Thai, Devanagari and Arabic, and no Latin language', () => {
    expect(Object.keys(SCRIPT_FONTS).sort()).toEqual(['ar', 'hi', 'ja', 'ko', 'th', 'zh-CN', 'zh-TW']);
    // The build names the same languages' sheets and families for the server's first screens.
    expect(
      Object.fromEntries(Object.entries(SCRIPT_FONT_PACKAGES).map(([lang, f]) => [lang, f.family])),
    ).toEqual(Object.fromEntries(Object.entries(SCRIPT_FONTS).map(([lang, f]) => [lang, f.family])));
  });

  it('puts the language’s font first in the page’s stack and fetches it only for that language', async () => {
    const load = vi.spyOn(SCRIPT_FONTS.hi!, 'load');
    const other = vi.spyOn(SCRIPT_FONTS['zh-CN']!, 'load');
    await applyScriptFont('hi');
    expect(root.style.getPropertyValue(SCRIPT_FONT_PROPERTY)).toBe("'Noto Sans Devanagari Variable'");
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();

    await applyScriptFont('de');
    expect(root.style.getPropertyValue(SCRIPT_FONT_PROPERTY)).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows the page’s language', () => {
    applyDocumentLanguage('zh-CN');
    expect(root.style.getPropertyValue(SCRIPT_FONT_PROPERTY)).toBe("'Noto Sans SC Variable'");
    applyDocumentLanguage('en');
    expect(root.style.getPropertyValue(SCRIPT_FONT_PROPERTY)).toBe('');
  });

  it('leaves the system’s fonts to draw the text when a font cannot be fetched', async () => {
    vi.spyOn(SCRIPT_FONTS.ar!, 'load').mockRejectedValueOnce(new Error('offline'));
    await expect(applyScriptFont('ar')).resolves.toBeUndefined();
  });
});
