import { describe, expect, it } from 'vitest';
import { bankAccountProblem, ibanChecksumHolds, isBic, normalizeBankAccount } from './bank-account.js';

describe('bank accounts', () => {
  it('takes real IBANs, typed in groups or in lower case', () => {
    for (const iban of [
      'AE070331234567890123456',
      'GB82 WEST 1234 5698 7654 32',
      'de89370400440532013000',
      'FR14 2004 1010 0505 0001 3M02 606',
    ]) {
      expect({ iban, ok: ibanChecksumHolds(iban) }).toEqual({ iban, ok: true });
      expect(bankAccountProblem(iban)).toBeNull();
    }
  });

  it('refuses an IBAN with one character changed or two swapped (mod 97)', () => {
    expect(bankAccountProblem('AE070331234567890123457')).toBe('iban');
    expect(bankAccountProblem('GB82WEST12345698765423')).toBe('iban');
    expect(bankAccountProblem('GB82')).toBe('iban');
  });

  it('takes a domestic account number of 6 to 34 digits, and nothing else', () => {
    expect(bankAccountProblem('6222 0202 0011 2233 445')).toBeNull();
    expect(bankAccountProblem('12')).toBe('account');
    expect(bankAccountProblem('12345x789')).toBe('account');
    expect(normalizeBankAccount(' gb82-west 1234 ')).toBe('GB82WEST1234');
  });

  it('checks a SWIFT/BIC’s form', () => {
    expect(isBic('EBILAEAD')).toBe(true);
    expect(isBic('hsbchkhhhkh')).toBe(true);
    expect(isBic('EBIL1EAD')).toBe(false);
    expect(isBic('EBILAEA')).toBe(false);
  });
});
