import type { Language } from '@caravan/contract';

/** A category's name in the console's language, else English (catalogue text falls back to English). */
export function categoryLabel(category: { name: Partial<Record<Language, string>> }, lang: Language): string {
  return category.name[lang] || category.name.en || '--';
}
