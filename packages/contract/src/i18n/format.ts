import type { MessageCode } from '../notices.js';

export type MessageCatalogue = Record<MessageCode, string>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a message uses, each once and sorted, for comparing translations with English. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();
}

/** Fills a message's {placeholders} from params; unknown ones stay as written. */
export function fillPlaceholders(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
