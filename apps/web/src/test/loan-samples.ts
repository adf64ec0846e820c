import type {
  CreditBeforeApplyVo,
  CreditBillVo,
  CreditConfigVo,
  CreditVo,
  EndpointReply,
  creditEndpoints,
} from '@caravan/contract';

// Replies of the loan actions for the tests, shaped as the contract's schemas (the client checks
// every reply against them in tests).

export const SAMPLE_CREDIT_ID = '00000000-0000-4000-8000-00000000c001';

/** A private upload's URL, as uploadimg!execute answers for moduleName "loan". */
export const loanPhoto = (n: number) =>
  `/api/privateFile!get.action?id=00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

export function makeCreditConfig(overrides: Partial<CreditConfigVo> = {}): CreditConfigVo {
  return {
    rate: 0.0005,
    defaultRate: 0.001,
    lendableDays: ['7', '30', '90'],
    allLendableDays: ['7', '30', '90'],
    amountMin: 100000,
    amountMax: 30000000,
    requireIdentity: true,
    requireGoodStanding: true,
    identityVerified: true,
    goodStanding: true,
    loanInUse: false,
    ...overrides,
  };
}

/** credit!beforeapply for a caller whose identity is not verified (or `overrides`'s verified one). */
export function makeApplicationStart(overrides: Partial<CreditBeforeApplyVo> = {}): CreditBeforeApplyVo {
  return {
    verified: false,
    realName: '',
    countryId: 0,
    identification: '',
    imgCertificateFace: '',
    imgCertificateBack: '',
    imgCertificateHand: '',
    ...overrides,
  };
}

export const NO_BILL: CreditBillVo = {
  creditId: '',
  status: 0,
  realName: '',
  applyAmount: 0,
  creditPeriod: 0,
  creditRate: 0,
  defaultRate: 0,
  interest: 0,
  alreadyCreditDays: 0,
  overdueDays: 0,
  overdueInterest: 0,
  estimatePayment: 0,
  totalInterest: 0,
  totalRepayment: 0,
  loanTime: '',
  dueTime: '',
};

export function makeBill(overrides: Partial<CreditBillVo> = {}): CreditBillVo {
  return {
    creditId: SAMPLE_CREDIT_ID,
    status: 2,
    realName: 'Erika Mustermann',
    applyAmount: 250000,
    creditPeriod: 30,
    creditRate: 0.0005,
    defaultRate: 0.001,
    interest: 1250,
    alreadyCreditDays: 10,
    overdueDays: 0,
    overdueInterest: 0,
    estimatePayment: 251250,
    totalInterest: 3750,
    totalRepayment: 253750,
    loanTime: '2026-03-01 08:00:00',
    dueTime: '2026-03-31 08:00:00',
    ...overrides,
  };
}

export function makeLoan(overrides: Partial<CreditVo> = {}): CreditVo {
  return {
    id: SAMPLE_CREDIT_ID,
    status: 1,
    realName: 'Erika Mustermann',
    creditPeriod: 30,
    applyAmount: 100000,
    creditRate: 0.0005,
    defaultRate: 0.001,
    countryId: 82,
    countryName: 'Germany',
    identification: '*****0T47',
    imgCertificateFace: loanPhoto(1),
    imgCertificateBack: loanPhoto(2),
    imgCertificateHand: loanPhoto(3),
    totalInterest: 1500,
    totalRepayment: 101500,
    customerSubmitTime: '2026-03-01 08:00:00',
    reason: '',
    loanTime: '',
    dueTime: '',
    repayTime: '',
    repaidAmount: 0,
    overdueDays: 0,
    overdueInterest: 0,
    ...overrides,
  };
}

export type RepayQuote = EndpointReply<typeof creditEndpoints.beforePay>;

export function makeRepayQuote(overrides: Partial<RepayQuote> = {}): RepayQuote {
  return {
    creditId: SAMPLE_CREDIT_ID,
    realName: 'Erika Mustermann',
    applyAmount: 250000,
    alreadyCreditDays: 10,
    interest: 1250,
    overdueInterest: 0,
    estimatePayment: 251250,
    creditRate: 0.0005,
    accountAmount: 300000,
    ...overrides,
  };
}

/** A page of loans, as credit!histroy answers. */
export function loanPage(loans: CreditVo[], totalElements = loans.length) {
  return { pageList: loans, pageInfo: { pageNum: 1, pageSize: 20, totalElements } };
}
