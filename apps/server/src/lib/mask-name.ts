/**
 * Masks a person's name for others to see (a reviewer, an order's buyer for its shop): the first and
 * last characters stay (contract: masked e-mail/phone/name).
 */
export function maskName(name: string): string {
  const chars = [...name.split('@')[0]!];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
