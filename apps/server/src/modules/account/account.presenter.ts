import { KYC_STATUS, type LocalUserVo } from '@caravan/contract';
import { formatDateTime } from '../../lib/dates.js';
import type { KycSummary } from '../kyc/index.js';
import type { UserRow } from './account.repository.js';

/** A user row → the contract's localuser!get fields (contract §1.2). */
export function presentLocalUser(user: UserRow & { sellerId: string | null }, kyc: KycSummary): LocalUserVo {
  return {
    username: user.username,
    userrole: user.sellerId ? 'SELLER' : 'MEMBER',
    roletype: user.sellerId ? 'seller' : 'member',
    usercode: user.usercode,
    phone: user.phone ?? '',
    phoneverif: false,
    email: user.email ?? '',
    emailverif: user.emailVerifiedAt !== null,
    google_auth_secret: '',
    googleverif: false,
    identityverif: kyc.status === KYC_STATUS.approved,
    advancedverif: false,
    lastlogintime: formatDateTime(user.lastLoginAt),
    lastloginip: user.lastLoginIp ?? '',
    avatar: String(user.avatar || 1),
    name: kyc.name,
    nationality: kyc.nationality,
    kyc_status: kyc.status,
    kyc_high_level_status: 0,
    signPdfUrl: '',
    url: '',
    usercode_qr: '',
    safeword: user.safewordHash ? 1 : 0,
    sellerId: user.sellerId,
  };
}
