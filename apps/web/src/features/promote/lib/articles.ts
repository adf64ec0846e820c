import type { PolicyTopic } from '../../../lib/promote-links';

/** The promotion site's long texts: the policies, and the about page the storefront shows. */
export type ArticleTopic = PolicyTopic | 'about';

/** A paragraph, or a bulleted list, of a section. */
export type ArticleBlock =
  { kind: 'paragraph'; key: string; text: string } | { kind: 'list'; key: string; items: string[] };

export type ArticleSection = { id: string; title: string; blocks: ArticleBlock[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blocksOf(section: Record<string, unknown>): ArticleBlock[] {
  return Object.entries(section).flatMap(([key, value]): ArticleBlock[] => {
    if (key === 'title') return [];
    if (typeof value === 'string') return [{ kind: 'paragraph', key, text: value }];
    if (!isRecord(value)) return [];
    const items = Object.values(value).filter((item): item is string => typeof item === 'string');
    return [{ kind: 'list', key, items }];
  });
}

/**
 * An article's sections, in the order of the English file (the source of keys): each a `title`,
 * then paragraphs (strings) and bulleted lists (objects of strings) in the order they are written.
 * Sections are objects rather than arrays so that every language is checked key by key.
 */
export function articleSections(sections: unknown): ArticleSection[] {
  if (!isRecord(sections)) return [];
  return Object.entries(sections).flatMap(([id, section]) =>
    isRecord(section) && typeof section.title === 'string'
      ? [{ id, title: section.title, blocks: blocksOf(section) }]
      : [],
  );
}
