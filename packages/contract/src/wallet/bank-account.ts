// A bank account a withdrawal is paid to, checked the same way by the buyer's form and the server:
// an IBAN's check digits (ISO 13616, mod 97) catch a mistyped character before finance sends money
// to an account that does not exist; a SWIFT/BIC must have its ISO 9362 form.

/** An account number or IBAN as typed: spaces, dashes and dots dropped, letters upper case. */
export function normalizeBankAccount(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/** Two letters (the country) and two digits open an IBAN; a domestic account number has no letters. */
const IBAN_FORM = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/;
const LOOKS_LIKE_IBAN = /^[A-Z]{2}/;
/** A domestic account number (or, in China, the bank card number transfers are made to). */
const ACCOUNT_FORM = /^[0-9]{6,34}$/;
/** Bank (4 letters), country (2 letters), place (2), optional branch (3). */
const BIC_FORM = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Whether an IBAN's check digits hold: moved to the end, letters as 10–35, the number mod 97 is 1. */
export function ibanChecksumHolds(iban: string): boolean {
  const text = normalizeBankAccount(iban);
  if (!IBAN_FORM.test(text)) return false;
  const moved = text.slice(4) + text.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Whether the text, normalized, is an IBAN (two letters first) rather than an account number. */
export function isIbanLike(text: string): boolean {
  return LOOKS_LIKE_IBAN.test(normalizeBankAccount(text));
}

/**
 * What is wrong with an account number or IBAN: an IBAN whose form or check digits fail (`iban`),
 * or a number that is not 6–34 digits (`account`). Null when it may be paid to.
 */
export function bankAccountProblem(text: string): 'iban' | 'account' | null {
  const value = normalizeBankAccount(text);
  if (LOOKS_LIKE_IBAN.test(value)) return ibanChecksumHolds(value) ? null : 'iban';
  return ACCOUNT_FORM.test(value) ? null : 'account';
}

/** Whether a SWIFT/BIC code has its form (8 or 11 characters), in any letter case. */
export function isBic(text: string): boolean {
  return BIC_FORM.test(text.trim().toUpperCase());
}
