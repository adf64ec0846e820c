import {
  IconAdjustmentsHorizontal,
  IconArrowBackUp,
  IconArrowUp,
  IconArrowsMove,
  IconBell,
  IconBuildingStore,
  IconChartBar,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsRight,
  IconClock,
  IconCoin,
  IconDownload,
  IconExternalLink,
  IconFlame,
  IconHeadset,
  IconHeart,
  IconHome,
  IconKey,
  IconLayoutGrid,
  IconLock,
  IconLogout2,
  IconMail,
  IconMapPin,
  IconMessages,
  IconMinus,
  IconPackage,
  IconPencil,
  IconPhoto,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRefresh,
  IconSearch,
  IconSend,
  IconSettings,
  IconShieldCheck,
  IconShoppingCart,
  IconSparkles,
  IconStar,
  IconTag,
  IconTicket,
  IconTrash,
  IconTruck,
  IconUpload,
  IconUser,
  IconUserX,
  IconUsers,
  IconWallet,
  IconWorld,
  IconX,
  type IconProps as TablerIconProps,
  type TablerIcon,
} from '@tabler/icons-react';

// The app's icons are Tabler's (tabler.io/icons), drawn one way everywhere: 20 px unless a size is
// given, a 1.8 stroke, hidden from assistive technology (the control or the text beside an icon
// names it), and mirrored in right-to-left layouts when they point forward or back (`cv-flip-rtl`,
// app/global.css). Each is a function, not a call, so a bundle keeps only the icons it uses.
export type IconProps = TablerIconProps;

/** Draws a Tabler icon the app's way; `flip` mirrors a directional one in right-to-left pages. */
export function LineIcon({
  icon: Glyph,
  flip = false,
  size = 20,
  stroke = 1.8,
  className,
  ...rest
}: IconProps & { icon: TablerIcon; flip?: boolean }) {
  return (
    <Glyph
      size={size}
      stroke={stroke}
      aria-hidden="true"
      focusable="false"
      className={flip ? `cv-flip-rtl ${className ?? ''}`.trim() : className}
      {...rest}
    />
  );
}

export const SearchIcon = (p: IconProps) => <LineIcon icon={IconSearch} {...p} />;
export const HeadsetIcon = (p: IconProps) => <LineIcon icon={IconHeadset} {...p} />;
export const GlobeIcon = (p: IconProps) => <LineIcon icon={IconWorld} {...p} />;
export const UserIcon = (p: IconProps) => <LineIcon icon={IconUser} {...p} />;
export const LogoutIcon = (p: IconProps) => <LineIcon icon={IconLogout2} flip {...p} />;
export const ChevronIcon = (p: IconProps) => <LineIcon icon={IconChevronRight} flip {...p} />;
export const ChevronBackIcon = (p: IconProps) => <LineIcon icon={IconChevronLeft} flip {...p} />;
export const ChevronDownIcon = (p: IconProps) => <LineIcon icon={IconChevronDown} {...p} />;
export const ArrowUpIcon = (p: IconProps) => <LineIcon icon={IconArrowUp} {...p} />;
export const PauseIcon = (p: IconProps) => <LineIcon icon={IconPlayerPause} {...p} />;
export const PlayIcon = (p: IconProps) => <LineIcon icon={IconPlayerPlay} {...p} />;
export const HomeIcon = (p: IconProps) => <LineIcon icon={IconHome} {...p} />;
export const GridIcon = (p: IconProps) => <LineIcon icon={IconLayoutGrid} {...p} />;
export const CartIcon = (p: IconProps) => <LineIcon icon={IconShoppingCart} {...p} />;
export const StoreIcon = (p: IconProps) => <LineIcon icon={IconBuildingStore} {...p} />;
export const TruckIcon = (p: IconProps) => <LineIcon icon={IconTruck} {...p} />;
export const ReturnIcon = (p: IconProps) => <LineIcon icon={IconArrowBackUp} flip {...p} />;
export const ShieldIcon = (p: IconProps) => <LineIcon icon={IconShieldCheck} {...p} />;
export const CoinIcon = (p: IconProps) => <LineIcon icon={IconCoin} {...p} />;
export const TagIcon = (p: IconProps) => <LineIcon icon={IconTag} {...p} />;
export const TicketIcon = (p: IconProps) => <LineIcon icon={IconTicket} {...p} />;
export const SparkIcon = (p: IconProps) => <LineIcon icon={IconSparkles} {...p} />;
export const FlameIcon = (p: IconProps) => <LineIcon icon={IconFlame} {...p} />;
export const RefreshIcon = (p: IconProps) => <LineIcon icon={IconRefresh} {...p} />;
export const CheckIcon = (p: IconProps) => <LineIcon icon={IconCheck} {...p} />;
export const DoubleChevronIcon = (p: IconProps) => <LineIcon icon={IconChevronsRight} {...p} />;
export const PackageIcon = (p: IconProps) => <LineIcon icon={IconPackage} {...p} />;
export const WalletIcon = (p: IconProps) => <LineIcon icon={IconWallet} {...p} />;
export const HeartIcon = (p: IconProps) => <LineIcon icon={IconHeart} {...p} />;
export const MapPinIcon = (p: IconProps) => <LineIcon icon={IconMapPin} {...p} />;
export const LockIcon = (p: IconProps) => <LineIcon icon={IconLock} {...p} />;
export const MailIcon = (p: IconProps) => <LineIcon icon={IconMail} {...p} />;
export const KeyIcon = (p: IconProps) => <LineIcon icon={IconKey} {...p} />;
export const DownloadIcon = (p: IconProps) => <LineIcon icon={IconDownload} {...p} />;
export const UploadIcon = (p: IconProps) => <LineIcon icon={IconUpload} {...p} />;
export const UserXIcon = (p: IconProps) => <LineIcon icon={IconUserX} {...p} />;
export const PencilIcon = (p: IconProps) => <LineIcon icon={IconPencil} {...p} />;
export const PlusIcon = (p: IconProps) => <LineIcon icon={IconPlus} {...p} />;
export const MinusIcon = (p: IconProps) => <LineIcon icon={IconMinus} {...p} />;
export const TrashIcon = (p: IconProps) => <LineIcon icon={IconTrash} {...p} />;
export const ClockIcon = (p: IconProps) => <LineIcon icon={IconClock} {...p} />;
export const FilterIcon = (p: IconProps) => <LineIcon icon={IconAdjustmentsHorizontal} {...p} />;
export const ChartIcon = (p: IconProps) => <LineIcon icon={IconChartBar} {...p} />;
export const StarIcon = (p: IconProps) => <LineIcon icon={IconStar} {...p} />;
export const UsersIcon = (p: IconProps) => <LineIcon icon={IconUsers} {...p} />;
export const SettingsIcon = (p: IconProps) => <LineIcon icon={IconSettings} {...p} />;
export const MessagesIcon = (p: IconProps) => <LineIcon icon={IconMessages} {...p} />;
export const PhotoIcon = (p: IconProps) => <LineIcon icon={IconPhoto} {...p} />;
export const SendIcon = (p: IconProps) => <LineIcon icon={IconSend} flip {...p} />;
export const XIcon = (p: IconProps) => <LineIcon icon={IconX} {...p} />;
export const MoveIcon = (p: IconProps) => <LineIcon icon={IconArrowsMove} {...p} />;
export const ExternalIcon = (p: IconProps) => <LineIcon icon={IconExternalLink} flip {...p} />;
export const BellIcon = (p: IconProps) => <LineIcon icon={IconBell} {...p} />;
