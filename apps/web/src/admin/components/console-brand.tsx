import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { SITE } from '../../lib/site';
import { ADMIN_NS } from '../../lib/i18n';

type ConsoleBrandProps = {
  /** The place's own styles: `brand` (the block), `brandText` (the name) and `brandSub` ("console"). */
  classes: CSSModuleClasses;
  markSize: number;
  markColor?: string;
};

/** The mark, the site name and "console" under it: the sidebar's and the login page's heading. */
export function ConsoleBrand({ classes, markSize, markColor }: ConsoleBrandProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className={classes.brand}>
      <BrandMark size={markSize} color={markColor} />
      <span className={classes.brandText}>
        <span dir="ltr">{SITE.name}</span>
        <span className={classes.brandSub}>{t('brand.console')}</span>
      </span>
    </div>
  );
}
