/**
 * Masks a person's name for others to see (a reviewer, an order's buyer for its shop): the first and
 * last characters stay (contract: masked e-mail/phone/name).
 */
export function maskName(name: string): string {
  const chars = [...name.split('@')[0]!];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/**
 * Masks an e-mail address for a screen that says where a code goes: the name as maskName masks it,
 * the domain whole (`buyer.one@example.com` → `b***e@example.com`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? maskName(email) : `${maskName(email.slice(0, at))}@${email.slice(at + 1)}`;
}
