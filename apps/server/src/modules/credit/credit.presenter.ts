import type { CreditBillVo, CreditVo, Language } from '@caravan/contract';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import { countryById, countryNamer } from '../address/index.js';
import { maskIdNumber } from '../kyc/index.js';
import { privateFileUrl } from '../uploads/index.js';
import type { CreditRow } from './credit.repository.js';
import { standing } from './loan-standing.js';

/** A loan as its borrower sees it (the document number masked). */
export async function presentCredit(row: CreditRow, lang: Language): Promise<CreditVo> {
  const country = await countryById(row.countryId);
  const nameOf = await countryNamer(lang);
  return {
    id: row.id,
    status: row.status,
    realName: row.realName,
    creditPeriod: row.creditPeriod,
    applyAmount: toWire(row.applyAmount),
    creditRate: toWire(row.creditRate, 4),
    defaultRate: toWire(row.defaultRate, 4),
    countryId: row.countryId,
    countryName: country ? nameOf(country) : '',
    identification: maskIdNumber(row.identification),
    imgCertificateFace: privateFileUrl(row.imgFace),
    imgCertificateBack: privateFileUrl(row.imgBack),
    imgCertificateHand: privateFileUrl(row.imgHand),
    totalInterest: toWire(row.totalInterest),
    totalRepayment: toWire(row.totalRepayment),
    customerSubmitTime: formatDateTime(row.createdAt),
    reason: row.reason ?? '',
    loanTime: formatDateTime(row.loanedAt),
    dueTime: formatDateTime(row.dueAt),
    repayTime: formatDateTime(row.repaidAt),
    repaidAmount: toWire(row.repaidAmount),
    overdueDays: row.overdueDays,
    overdueInterest: toWire(row.overdueInterest),
  };
}

/** credit!bill: the loan in use at `now`, or zeros. */
export function presentBill(row: CreditRow | undefined, now: Date): CreditBillVo {
  const s = row ? standing(row, now) : undefined;
  return {
    creditId: row?.id ?? '',
    status: row?.status ?? 0,
    realName: row?.realName ?? '',
    applyAmount: toWire(row?.applyAmount),
    creditPeriod: row?.creditPeriod ?? 0,
    creditRate: toWire(row?.creditRate, 4),
    defaultRate: toWire(row?.defaultRate, 4),
    interest: toWire(s?.interest),
    alreadyCreditDays: s?.elapsed ?? 0,
    overdueDays: s?.overdue ?? 0,
    overdueInterest: toWire(s?.overdueInterest),
    estimatePayment: toWire(s?.payment),
    totalInterest: toWire(row?.totalInterest),
    totalRepayment: toWire(row?.totalRepayment),
    loanTime: formatDateTime(row?.loanedAt),
    dueTime: formatDateTime(row?.dueAt),
  };
}
