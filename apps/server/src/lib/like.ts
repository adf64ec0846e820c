/** A LIKE pattern matching `text` anywhere, lower-cased, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
