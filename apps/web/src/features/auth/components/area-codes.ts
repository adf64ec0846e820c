import type { Language } from '@caravan/contract';
import { htmlLangFor } from '../../../lib/html-lang';

/** Common international area codes, by region (a region's name comes from Intl in the UI language). */
export const AREA_CODES: readonly { region: string; code: string }[] = [
  { region: 'US', code: '1' },
  { region: 'CA', code: '1' },
  { region: 'GB', code: '44' },
  { region: 'CN', code: '86' },
  { region: 'HK', code: '852' },
  { region: 'TW', code: '886' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'SG', code: '65' },
  { region: 'MY', code: '60' },
  { region: 'TH', code: '66' },
  { region: 'VN', code: '84' },
  { region: 'ID', code: '62' },
  { region: 'PH', code: '63' },
  { region: 'IN', code: '91' },
  { region: 'PK', code: '92' },
  { region: 'AE', code: '971' },
  { region: 'SA', code: '966' },
  { region: 'EG', code: '20' },
  { region: 'NG', code: '234' },
  { region: 'KE', code: '254' },
  { region: 'ZA', code: '27' },
  { region: 'DE', code: '49' },
  { region: 'FR', code: '33' },
  { region: 'IT', code: '39' },
  { region: 'ES', code: '34' },
  { region: 'PT', code: '351' },
  { region: 'NL', code: '31' },
  { region: 'GR', code: '30' },
  { region: 'TR', code: '90' },
  { region: 'RU', code: '7' },
  { region: 'AU', code: '61' },
  { region: 'BR', code: '55' },
  { region: 'MX', code: '52' },
];

const REGION_FOR_LANGUAGE: Record<Language, string> = {
  'zh-CN': 'CN',
  'zh-TW': 'TW',
  en: 'US',
  ja: 'JP',
  de: 'DE',
  ms: 'MY',
  af: 'ZA',
  th: 'TH',
  el: 'GR',
  pt: 'PT',
  es: 'ES',
  fr: 'FR',
  ru: 'RU',
  it: 'IT',
  tr: 'TR',
  ko: 'KR',
  ph: 'PH',
  ar: 'SA',
  id: 'ID',
  vi: 'VN',
  hi: 'IN',
};

/** The region a phone number most likely starts with for someone using this language. */
export function defaultRegion(lang: Language): string {
  return REGION_FOR_LANGUAGE[lang];
}

export function areaCodeOf(region: string): string {
  return AREA_CODES.find((entry) => entry.region === region)?.code ?? '1';
}

/** "China +86", with the region named in the interface language. */
export function areaCodeLabel(region: string, code: string, lang: Language): string {
  let name = region;
  try {
    name = new Intl.DisplayNames([htmlLangFor(lang)], { type: 'region' }).of(region) ?? region;
  } catch {
    // Older engines without DisplayNames show the region code.
  }
  return `${name} +${code}`;
}
