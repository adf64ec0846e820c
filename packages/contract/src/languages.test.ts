import { describe, expect, it } from 'vitest';
import { isRtl, languageFromAcceptHeader, LANGUAGES, normaliseLanguage } from './languages.js';

describe('languages', () => {
  it('has the 21 interface languages', () => {
    expect(LANGUAGES).toHaveLength(21);
  });

  it('maps the contract short codes and BCP-47 tags', () => {
    expect(normaliseLanguage('cn')).toBe('zh-CN');
    expect(normaliseLanguage('tw')).toBe('zh-TW');
    expect(normaliseLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(normaliseLanguage('pt-BR')).toBe('pt');
    expect(normaliseLanguage('fil')).toBe('ph');
    expect(normaliseLanguage('xx')).toBeUndefined();
    expect(normaliseLanguage('')).toBeUndefined();
  });

  it('honours Accept-Language q-values', () => {
    expect(languageFromAcceptHeader('xx, de;q=0.5, ja;q=0.8')).toBe('ja');
    expect(languageFromAcceptHeader('*')).toBeUndefined();
  });

  it('knows the right-to-left languages', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
});
