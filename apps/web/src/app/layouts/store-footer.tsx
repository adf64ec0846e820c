import { mobileRedirectTarget, WAP_BASE } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';
import { useDownloadUrls } from '../../features/system/api/get-download-url';
import { SITE } from '../../lib/site';
import { PartnerBadges, PaymentBadges } from './footer-badges';
import { Logo } from './logo';
import { PromoteLink } from '../../components/ui/promote-link';
import classes from './store-footer.module.css';

// Footer pages (spec §2): the policies open on the promotion site in a new tab, with the visitor's
// language and avatar, as does the merchant entry ("Sell on Caravan", spec §1); "About us" is the
// storefront's information page. News, careers, the modern slavery statement and contact do nothing
// in the spec and have no content, so they are not listed (the business contact line is above).
const COLUMNS = [
  { title: 'help', links: ['customerService', 'returns', 'shipping'] },
  { title: 'policies', links: ['buyerRules', 'sellerRules', 'privacy'] },
  { title: 'company', links: ['about', 'merchantSettled'] },
] as const;

type FooterLinkId = (typeof COLUMNS)[number]['links'][number];

function FooterLink({ id }: { id: FooterLinkId }) {
  const { t } = useTranslation();
  const { t: tPages } = useTranslation('pages');
  if (id === 'about') return <Link to="/information?topic=about">{t('links.about')}</Link>;
  if (id === 'merchantSettled') {
    return <PromoteLink data-testid="merchant-entry">{tPages('titles.merchantSettled')}</PromoteLink>;
  }
  return <PromoteLink topic={id}>{t(`links.${id}`)}</PromoteLink>;
}

function AppLinks() {
  const { t } = useTranslation();
  const urls = useDownloadUrls();
  const buyer = urls.data?.buyerUrl || urls.data?.url;
  const seller = urls.data?.sellerUrl;
  if (!buyer && !seller) return null;
  return (
    <>
      {buyer && (
        <li>
          <a href={buyer} target="_blank" rel="noopener noreferrer">
            {t('footer.buyerApp')}
          </a>
        </li>
      )}
      {seller && (
        <li>
          <a href={seller} target="_blank" rel="noopener noreferrer">
            {t('footer.sellerApp')}
          </a>
        </li>
      )}
    </>
  );
}

/**
 * "Mobile site": the mobile twin of the page on screen (a product or store keeps its id); opening
 * the mobile site also undoes a phone's choice of the desktop site (main.tsx).
 */
function MobileSiteLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <p>
      <a href={mobileRedirectTarget(pathname, search) ?? `${WAP_BASE}/`} data-testid="mobile-site-link">
        {t('footer.mobileSite')}
      </a>
    </p>
  );
}

export function StoreFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <section className={classes.subscribe} aria-labelledby="subscribe-title">
        <div className={`cv-container ${classes.subscribeInner}`}>
          <div>
            <h2 className={classes.subscribeTitle} id="subscribe-title">
              {t('footer.subscribeTitle')}
            </h2>
            <p className={classes.subscribeHint}>{t('footer.subscribeHint')}</p>
          </div>
          <SubscribeForm />
        </div>
      </section>

      <div className={`cv-container ${classes.columns}`}>
        <div className={classes.brandCol}>
          <Logo light />
          <p className={classes.muted}>{t('brand.tagline')}</p>
          <p className={classes.muted}>{t('footer.walletNote')}</p>
          <p className={classes.muted}>
            {t('footer.businessContact')}{' '}
            <a href={`mailto:${SITE.businessEmail}`} style={{ color: '#e2e8f0' }} dir="ltr">
              {SITE.businessEmail}
            </a>
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 className={classes.colTitle} id={`footer-${column.title}`}>
              {t(`footer.${column.title}`)}
            </h2>
            <ul className={classes.linkList}>
              {column.links.map((id) => (
                <li key={id}>
                  <FooterLink id={id} />
                </li>
              ))}
              {column.title === 'company' && <AppLinks />}
            </ul>
          </nav>
        ))}
      </div>

      <div className="cv-container">
        <div className={classes.badgeRows}>
          <div>
            <h2 className={classes.badgeTitle}>{t('footer.walletFunding')}</h2>
            <PaymentBadges />
          </div>
          <div>
            <h2 className={classes.badgeTitle}>{t('footer.partners')}</h2>
            <PartnerBadges />
          </div>
        </div>
        <div className={classes.bottom}>
          <p>{t('footer.copyright', { year: SITE.copyrightYear, name: SITE.name })}</p>
          <p>{t('header.pricesInUsdt')}</p>
          <MobileSiteLink />
        </div>
      </div>
    </footer>
  );
}
