// A borrower whose identity is verified starts the loan application from it (issue 51): the name,
// the document's country and number, and its three photos, which the loan takes as copies finance
// reads; nobody can name another account's verified photos, nor those of a check not approved.
import { CreditBeforeApplyVo, CreditVo, privateFileIdOf } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.js';
import { creditFixtures } from '../../../test/credit-fixtures.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { uploadImage } from '../../../test/uploads.js';
import { credits, privateFiles, sellerApplications } from '../../db/schema/index.js';

const t = useTestApp();
const { borrower, application } = creditFixtures(t);
const GERMANY = 82;

const start = async (token: string) => t.action('/api/credit!beforeapply.action', { token });

/** A buyer whose identity check, filed through kyc!apply with three photos, an operator approved (unless told). */
async function verifiedBorrower(status: 1 | 2 | 3 = 2) {
  const who = await borrower({ verified: false });
  const photos = {
    idimg_1: await uploadImage(t, who.token, 'identity'),
    idimg_2: await uploadImage(t, who.token, 'identity'),
    idimg_3: await uploadImage(t, who.token, 'identity'),
  };
  const filed = await t.action('/api/kyc!apply.action', {
    token: who.token,
    nationality: GERMANY,
    idname: 'passport',
    idnumber: 'L01X00T47',
    name: 'Anna Schmidt',
    ...photos,
  });
  expect(filed.code, filed.msg).toBe('0');
  await t.db.update(sellerApplications).set({ status }).where(eq(sellerApplications.userId, who.user.id));
  return { ...who, photos };
}

/** A private file as `token`'s holder reads it: the status and the bytes. */
async function readFile(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
}

describe('credit!beforeapply', () => {
  it('refuses a visitor, and offers nothing to a buyer whose identity is not verified', async () => {
    expect((await start('')).code).toBe('403');
    for (const who of [
      await borrower({ verified: false }),
      await verifiedBorrower(1),
      await verifiedBorrower(3),
    ]) {
      expect(CreditBeforeApplyVo.parse((await start(who.token)).data)).toEqual({
        verified: false,
        realName: '',
        countryId: 0,
        identification: '',
        imgCertificateFace: '',
        imgCertificateBack: '',
        imgCertificateHand: '',
      });
    }
  });

  it('gives the verified identity: name, country, document number and its photos in order', async () => {
    const who = await verifiedBorrower();
    expect(CreditBeforeApplyVo.parse((await start(who.token)).data)).toEqual({
      verified: true,
      realName: 'Anna Schmidt',
      countryId: GERMANY,
      identification: 'L01X00T47',
      imgCertificateFace: who.photos.idimg_1,
      imgCertificateBack: who.photos.idimg_2,
      imgCertificateHand: who.photos.idimg_3,
    });
  });
});

describe('an application with the verified identity’s photos', () => {
  it('is accepted, and the loan keeps copies of them that finance reads', async () => {
    const who = await verifiedBorrower();
    const offered = CreditBeforeApplyVo.parse((await start(who.token)).data);
    const res = await t.action(
      '/api/credit!apply.action',
      await application(who.token, {
        realName: offered.realName,
        countryId: offered.countryId,
        identification: offered.identification,
        imgCertificateFace: offered.imgCertificateFace,
        imgCertificateBack: offered.imgCertificateBack,
        imgCertificateHand: offered.imgCertificateHand,
      }),
    );
    expect(res.code, res.msg).toBe('0');
    const loan = CreditVo.parse(res.data);
    const [row] = await t.db.select().from(credits).where(eq(credits.id, loan.id));
    const loanIds = [row!.imgFace, row!.imgBack, row!.imgHand];
    const identityIds = Object.values(who.photos).map((url) => privateFileIdOf(url)!);
    for (const id of loanIds) expect(identityIds).not.toContain(id);
    const files = await t.db.select().from(privateFiles).where(eq(privateFiles.ownerId, who.user.id));
    expect(files.filter((f) => loanIds.includes(f.id)).map((f) => f.purpose)).toEqual([
      'loan',
      'loan',
      'loan',
    ]);

    // Finance reads the loan's copies, the same pictures, but not the identity check's originals.
    const finance = (await createLoggedInOperator(t, 'finance')).token;
    const [faceCopy, faceOriginal] = [
      await readFile(loan.imgCertificateFace, finance),
      await readFile(who.photos.idimg_1, who.token),
    ];
    expect(faceCopy.status).toBe(200);
    expect(faceCopy.type).toBe('image/webp');
    expect(faceCopy.bytes.equals(faceOriginal.bytes)).toBe(true);
    const refused = await t.action(
      '/api/privateFile!get.action',
      { token: finance, id: identityIds[0]! },
      { method: 'GET' },
    );
    expect(refused.key).toBe('COMMON_NOT_FOUND');
  });

  it('may mix them with new loan uploads', async () => {
    const who = await verifiedBorrower();
    const res = await t.action(
      '/api/credit!apply.action',
      await application(who.token, {
        imgCertificateFace: who.photos.idimg_1,
        imgCertificateHand: await uploadImage(t, who.token, 'loan'),
      }),
    );
    expect(res.code, res.msg).toBe('0');
  });

  it('refuses another account’s verified photos, those of a check not approved, and one photo twice', async () => {
    const other = await verifiedBorrower();
    const pending = await verifiedBorrower(1);
    const who = await verifiedBorrower();
    const cases: Record<string, string>[] = [
      { imgCertificateFace: other.photos.idimg_1 },
      { imgCertificateFace: who.photos.idimg_1, imgCertificateBack: who.photos.idimg_1 },
    ];
    for (const overrides of cases) {
      const res = await t.action('/api/credit!apply.action', await application(who.token, overrides));
      expect(res.key, JSON.stringify(overrides)).toBe('CREDIT_PHOTO_INVALID');
    }
    const unapproved = await t.action(
      '/api/credit!apply.action',
      await application(pending.token, { imgCertificateFace: pending.photos.idimg_1 }),
    );
    // The check in review does not qualify for a loan at all; were identity not required, its photos still would not.
    expect(unapproved.key).toBe('CREDIT_IDENTITY_REQUIRED');
    expect(await t.db.select().from(credits).where(eq(credits.userId, who.user.id))).toHaveLength(0);
  });
});
