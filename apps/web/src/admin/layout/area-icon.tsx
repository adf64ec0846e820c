import type { ReactNode } from 'react';
import { Svg } from '../../components/ui/icons';
import type { NavKey } from '../lib/console-areas';

// Line icons for the console areas, drawn in the frame of components/ui/icons (24×24, currentColor).
const PATHS: Record<NavKey | 'dashboard', ReactNode> = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  orders: (
    <>
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-3-2-2 2-2-2-2 2-2-2-3 2V4a1 1 0 0 1 1-1z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  goods: (
    <>
      <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9M7.8 5.2l8.4 4.6" />
    </>
  ),
  categories: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <path d="M6.5 10v7.5H13M6.5 14H13" />
      <rect x="13" y="11" width="8" height="5" rx="1.5" />
      <rect x="13" y="17" width="8" height="4" rx="1.5" />
    </>
  ),
  banners: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="m5.5 16 4.5-5 3.5 3.5 2-2 3 3.5" />
      <circle cx="16" cy="9" r="1.5" />
    </>
  ),
  deposits: (
    <>
      <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5" />
      <path d="M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    </>
  ),
  withdrawals: (
    <>
      <path d="M12 14V3M7.5 7.5 12 3l4.5 4.5" />
      <path d="M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    </>
  ),
  channels: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.5 8.5h3.75a1.75 1.75 0 0 1 0 3.5H9.5h4.25a1.75 1.75 0 0 1 0 3.5H9.5zM11 7v1.5M11 15.5V17" />
    </>
  ),
  walletSettings: (
    <>
      <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2H5" />
      <path d="M16 13.5h2" />
    </>
  ),
  operators: (
    <>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M8 16.5a4.5 4.5 0 0 1 8 0" />
    </>
  ),
  syspara: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  audit: (
    <>
      <path d="M7 3h8l4 4v14H7z" />
      <path d="M15 3v4h4M10 11h6M10 15h6M4 7v14h3" />
    </>
  ),
  outbox: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
};

export function AreaIcon({ area, size = 20 }: { area: NavKey | 'dashboard'; size?: number }) {
  return <Svg size={size}>{PATHS[area]}</Svg>;
}
