import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { desktopTwin, preferDesktopSite } from '../../../lib/mobile-redirect';
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
      onClick={() => preferDesktopSite(true)}
      data-testid="desktop-site-link"
    >
      {t('wap.desktopSite')}
    </a>
  );
}
