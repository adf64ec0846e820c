import {
  IconAdjustmentsHorizontal,
  IconAdjustmentsDollar,
  IconBuildingBank,
  IconBuildingStore,
  IconCoinBitcoin,
  IconDownload,
  IconFileText,
  IconHeadset,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconReceipt,
  IconSitemap,
  IconSlideshow,
  IconTag,
  IconTicket,
  IconUpload,
  IconUserShield,
  IconUsers,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import { LineIcon } from '../../components/ui/icons';
import type { NavKey } from '../lib/console-areas';

// The console areas' icons, drawn like the rest of the app's (components/ui/icons).
const ICONS: Record<NavKey | 'dashboard', TablerIcon> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  orders: IconReceipt,
  support: IconHeadset,
  sellers: IconBuildingStore,
  goods: IconPackage,
  offers: IconTag,
  categories: IconSitemap,
  banners: IconSlideshow,
  promotions: IconTicket,
  deposits: IconDownload,
  withdrawals: IconUpload,
  channels: IconCoinBitcoin,
  walletSettings: IconWallet,
  loans: IconBuildingBank,
  loanSettings: IconAdjustmentsDollar,
  operators: IconUserShield,
  syspara: IconAdjustmentsHorizontal,
  audit: IconFileText,
  outbox: IconMail,
};

export function AreaIcon({ area, size = 20 }: { area: NavKey | 'dashboard'; size?: number }) {
  return <LineIcon icon={ICONS[area]} size={size} />;
}
