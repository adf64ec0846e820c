import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../../components/ui/states';
import { QrCode } from '../../components/ui/qr-code';
import { useDownloadUrls } from '../../features/system/api/get-download-url';
import type { KeyPart } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './download-page.module.css';

/** An app with a title and a hint under `download.<key>` of the account namespace. */
type DownloadApp = {
  key: KeyPart<'account', 'download.', '.title'> & KeyPart<'account', 'download.', '.hint'>;
  url: string | undefined;
};

/** /userInfo/download: the buyer and seller apps as QR codes to scan with a phone, and as links. */
export function DownloadPage() {
  const { t } = useTranslation('account');
  const { t: tPages } = useTranslation('pages');
  const urls = useDownloadUrls();
  useDocumentTitle(tPages('titles.download'));

  const apps: DownloadApp[] = [
    { key: 'buyer', url: urls.data?.buyerUrl || urls.data?.url },
    { key: 'seller', url: urls.data?.sellerUrl },
  ];
  const offered = apps.filter((app): app is DownloadApp & { url: string } => Boolean(app.url));

  let body;
  if (urls.isError || !urls.data) {
    body = urls.isError ? <QueryError query={urls} title={t('download.loadFailed')} /> : <InlineLoader />;
  } else {
    body = (
      <ul className={classes.apps}>
        {offered.map((app) => (
          <li key={app.key} className={classes.app} data-testid={`download-${app.key}`}>
            <h2 className={classes.appTitle}>{t(`download.${app.key}.title`)}</h2>
            <p className={classes.appHint}>{t(`download.${app.key}.hint`)}</p>
            <div className={classes.qr}>
              <QrCode
                value={app.url}
                label={t('download.qrLabel', { app: t(`download.${app.key}.title`) })}
              />
            </div>
            <a className={classes.url} href={app.url} target="_blank" rel="noopener noreferrer" dir="ltr">
              {app.url}
            </a>
            <Button component="a" href={app.url} target="_blank" rel="noopener noreferrer" variant="light">
              {t('download.open')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={classes.panel} data-testid="page-download">
      <h1 className={classes.title}>{tPages('titles.download')}</h1>
      <p className={classes.lead}>{t('download.lead')}</p>
      {body}
    </div>
  );
}
