import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubscribeForm } from '../../features/subscribe/components/subscribe-form';
import { useDownloadUrls } from '../../features/system/api/get-download-url';
import { SITE } from '../../lib/site';
import { PartnerBadges, PaymentBadges } from './footer-badges';
import { Logo } from './logo';
import classes from './store-footer.module.css';

// Footer pages (spec §2) open the information page on the matching topic.
const COLUMNS = [
  { title: 'help', links: ['customerService', 'returns', 'shipping', 'contact'] },
  { title: 'policies', links: ['buyerRules', 'sellerRules', 'privacy', 'slavery'] },
  { title: 'company', links: ['about', 'news', 'recruitment'] },
] as const;

export const INFO_TOPICS = COLUMNS.flatMap((column) => column.links);

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
          <p className={classes.muted}>{t('footer.coinsNote')}</p>
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
              {column.links.map((topic) => (
                <li key={topic}>
                  <Link to={`/information?topic=${topic}`}>{t(`links.${topic}`)}</Link>
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
            <h2 className={classes.badgeTitle}>{t('footer.paymentMethods')}</h2>
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
        </div>
      </div>
    </footer>
  );
}
