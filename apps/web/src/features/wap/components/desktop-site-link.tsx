import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { desktopTwin } from '../../../lib/mobile-redirect';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import classes from './wap.module.css';

/**
 * "Desktop site": remembered on this phone (no more redirects to /wap/), and opens the desktop
 * page of what is on screen (a product or store keeps its id).
 */
export function DesktopSiteLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <a
      href={desktopTwin(pathname, search)}
      className={classes.desktopLink}
      onClick={() => writeStorage(STORAGE_KEYS.preferDesktop, '1')}
      data-testid="desktop-site-link"
    >
      {t('wap.desktopSite')}
    </a>
  );
}
