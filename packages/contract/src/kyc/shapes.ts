import { z } from 'zod';
import { deferred } from '../deferred.js';
import {
  blankToUndefined,
  optionalInt,
  PageParams,
  requiredId,
  requiredText,
  strictInt,
  UploadedImageParam,
} from '../params.js';

// Becoming a seller (issue 18, contract §1.2 kyc!apply / kyc!get, §3.1 seller/version!register):
// the identity check and the shop application, and the operators' review of them.

export const KYC_LIMITS = {
  idName: 64,
  idNumber: 64,
  realName: 128,
  storeName: 64,
  storeRemark: 1000,
  contact: 200,
  reason: 500,
} as const;

/** kyc_status (localuser!get, kyc!get): 0 not applied, 1 waiting for review, 2 approved, 3 rejected. */
export const KYC_STATUS = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];

/** The kinds of identity document an applicant may show (`idname`). */
export const ID_DOCUMENTS = ['passport', 'idCard', 'drivingLicence'] as const;
export type IdDocument = (typeof ID_DOCUMENTS)[number];

const PRIVATE_FILE_URL =
  /^\/api\/privateFile!get\.action\?id=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The id in a private file's URL (what uploadimg!execute answers for a private upload), if it is one. */
export function privateFileIdOf(url: string): string | undefined {
  return PRIVATE_FILE_URL.exec(url)?.[1]?.toLowerCase();
}

/** A private upload's URL, as uploadimg!execute gave it (moduleName `identity`). */
export const PrivateImageRef = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().max(120).regex(PRIVATE_FILE_URL),
  ),
);

/** An identity document's number (ID card, passport): letters, digits, spaces and hyphens. */
export const idNumberText = (max: number) => requiredText(max).refine((v) => /^[\p{L}\p{N} -]+$/u.test(v));

/** kyc!apply: the identity part of an application (contract §1.2 names). */
export const KycApplyParams = deferred(() =>
  z.object({
    /** The document's country: an id from address!listCountry. */
    nationality: strictInt(1),
    idname: z.enum(ID_DOCUMENTS),
    idnumber: idNumberText(KYC_LIMITS.idNumber),
    /** The name on the document. */
    name: requiredText(KYC_LIMITS.realName),
    /** Front, back, and the applicant holding the document. */
    idimg_1: PrivateImageRef,
    idimg_2: PrivateImageRef,
    idimg_3: PrivateImageRef,
  }),
);
export type KycApplyParams = z.infer<typeof KycApplyParams>;

/** seller/version!register: the shop asked for, with the identity behind it, in one submission. */
export const SellerRegisterParams = deferred(() =>
  KycApplyParams.extend({
    storeName: requiredText(KYC_LIMITS.storeName, 2),
    /** The shop's logo: an image the applicant uploaded here (the server checks it is theirs). */
    storeLogo: UploadedImageParam,
    storeRemark: requiredText(KYC_LIMITS.storeRemark),
    /** How buyers and the platform reach the shop: an e-mail address or a phone number. */
    contact: requiredText(KYC_LIMITS.contact),
  }),
);
export type SellerRegisterParams = z.infer<typeof SellerRegisterParams>;

/**
 * What a shop application says, as its applicant (kyc!get, the document number masked) and
 * operations (the console's review) read it: the identity, its photos, the shop, and the decision.
 */
const applicationFields = () => ({
  nationality: z.string(),
  idname: z.string(),
  idnumber: z.string(),
  name: z.string(),
  idimg_1: z.string(),
  idimg_2: z.string(),
  idimg_3: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  storeRemark: z.string(),
  contact: z.string(),
  /** Why it was rejected (status 3). */
  reason: z.string(),
  applyTime: z.string(),
  decideTime: z.string(),
});

/** kyc!get: the caller's application and where it stands. */
export const KycVo = deferred(() =>
  z.object({
    status: z.number(),
    /**
     * Country id and its name (`nationality`) in the request's language; '' and 0 before an
     * application. The document number is masked but for its last four characters.
     */
    nationalityId: z.number(),
    ...applicationFields(),
    /** 1 when the account has a shop (approval opened it). */
    hasShop: z.number(),
  }),
);
export type KycVo = z.infer<typeof KycVo>;

// ---------------------------------------------------------------- console (operations)

export const AdminSellerApplicationListParams = deferred(() =>
  PageParams.extend({ status: optionalInt(1, 3) }),
);

export const AdminSellerApplicationVo = deferred(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    status: z.number(),
    ...applicationFields(),
    decidedBy: z.string(),
    /** The shop approval opened; '' otherwise. */
    sellerId: z.string(),
  }),
);
export type AdminSellerApplicationVo = z.infer<typeof AdminSellerApplicationVo>;

export const AdminSellerApplicationApproveParams = deferred(() => z.object({ id: requiredId }));
export const AdminSellerApplicationRejectParams = deferred(() =>
  z.object({ id: requiredId, reason: requiredText(KYC_LIMITS.reason) }),
);
