import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../../../components/ui/language-menu';
import { UserAvatar } from '../../../components/account/avatars';
import { BrandMark } from '../../../components/ui/brand-mark';
import { PROMOTE_NS } from '../../../lib/i18n';
import { promotePath } from '../../../lib/promote-links';
import { SITE } from '../../../lib/site';
import { usePromoteSearch } from '../hooks/use-promote-search';
import { SELLER_APPLY_PATH } from '../../../lib/user-centre-paths';
import { PolicyLinks } from './policy-links';
import classes from './promote-layout.module.css';
import { PageOutlet } from '../../../components/ui/page-error-boundary';

/** The promotion site's header: its brand (to its home), the way to apply, the avatar and language. */
function PromoteHeader() {
  const { t } = useTranslation(PROMOTE_NS);
  const { avatar, search } = usePromoteSearch();
  return (
    <header className={classes.header} data-testid="promote-header">
      <div className={`cv-container ${classes.headerInner}`}>
        {/* Named by what it shows ("Caravan Sellers"), which is what a user of speech input says. */}
        <Link to={{ pathname: promotePath(), search }} className={classes.brand}>
          <BrandMark size={32} />
          <span className={classes.brandName} dir="ltr">
            {SITE.name}
          </span>{' '}
          <span className={classes.brandTag}>{t('site.tag')}</span>
        </Link>
        <Button component={Link} to={SELLER_APPLY_PATH} size="compact-md" className={classes.apply}>
          {t('site.apply')}
        </Button>
        {avatar !== undefined && <UserAvatar avatar={avatar} size={32} className={classes.avatar} />}
        <LanguageMenu compact />
      </div>
    </header>
  );
}

function PromoteFooter() {
  const { t } = useTranslation(PROMOTE_NS);
  const { t: tCommon } = useTranslation();
  return (
    <footer className={classes.footer}>
      <div className={`cv-container ${classes.footerInner}`}>
        <nav aria-labelledby="promote-footer-policies" data-testid="promote-footer-policies">
          <h2 className={classes.footerTitle} id="promote-footer-policies">
            {t('site.policies')}
          </h2>
          <PolicyLinks className={classes.footerLinks} />
        </nav>
        <div className={classes.footerAside}>
          <p>{t('site.footerNote')}</p>
          <p>
            <Link to="/index" className={classes.marketplace}>
              {t('site.marketplace')}
            </Link>
          </p>
          <p>{tCommon('footer.copyright', { year: SITE.copyrightYear, name: SITE.name })}</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The promotion site's frame (spec §1): a header with the brand and the language, the page, and a
 * footer listing the policies. Mobile first; mirrored in right-to-left languages.
 */
export function PromoteLayout() {
  const { t } = useTranslation(PROMOTE_NS);
  return (
    <div className={classes.shell} data-testid="promote-layout">
      <a href="#promote-main" className={classes.skip}>
        {t('site.skipToContent')}
      </a>
      <PromoteHeader />
      <main id="promote-main" className={classes.main} tabIndex={-1}>
        <PageOutlet />
      </main>
      <PromoteFooter />
    </div>
  );
}
