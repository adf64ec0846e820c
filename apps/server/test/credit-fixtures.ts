import { sellerApplications } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/account/passwords.js';
import type { TestApp } from './build-test-app.js';
import { createLoggedInUser, verifiedIdentity } from './factories.js';
import { uploadImage } from './uploads.js';

// Borrowers for the loan tests: built from factories (DESIGN.md §8), their identity verified by an
// approved identity check written straight to its table, their document photos uploaded through the
// API as loan documents.

const GERMANY = 82;
let safewordHash: string | undefined;

/** The product as migration 0023 sets it (creditProduct!save params): a test that changes it puts it back. */
export const DEFAULT_PRODUCT = {
  amountMin: 100000,
  amountMax: 30000000,
  lendableDays: '7,14,30,60,90,180,365',
  dailyRate: '0.0005',
  overdueRate: '0.0010',
  requireIdentity: 1,
  requireGoodStanding: 1,
};

export function creditFixtures(t: TestApp) {
  /** A buyer with a fund password (123456) and an e-mail, its identity verified unless told otherwise. */
  async function borrower(options: { verified?: boolean } = {}) {
    safewordHash ??= await hashPassword('123456');
    const email = `borrower-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { user, token } = await createLoggedInUser(t, { safewordHash, email });
    if (options.verified ?? true) {
      const now = t.clock.now();
      await t.db.insert(sellerApplications).values(verifiedIdentity(user.id, now));
    }
    return { user, token, email };
  }

  /** The three document photos, uploaded by the borrower as loan documents. */
  async function photos(token: string) {
    return {
      imgCertificateFace: await uploadImage(t, token, 'loan'),
      imgCertificateBack: await uploadImage(t, token, 'loan'),
      imgCertificateHand: await uploadImage(t, token, 'loan'),
    };
  }

  /** credit!apply params: 200,000 USDT for 30 days, with fresh photos, and `overrides`. */
  async function application(token: string, overrides: Record<string, string | number> = {}) {
    return {
      token,
      realName: 'Erika Mustermann',
      creditPeriod: 30,
      applyAmount: 200000,
      countryId: GERMANY,
      identification: 'C01X00T47',
      ...(await photos(token)),
      ...overrides,
    };
  }

  /** A fresh session for the user (the clock moves past a session's seven days). */
  async function login(user: { username: string; password: string }): Promise<string> {
    const res = await t.action('/api/user!newlogin.action', {
      username: user.username,
      password: user.password,
    });
    return (res.data as { token: string }).token;
  }

  return { borrower, photos, application, login };
}
