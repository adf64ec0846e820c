import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SITE } from '../../lib/site';
import { INFO_TOPICS } from '../layouts/store-footer';
import { SimplePage } from './simple-page';

/** /information: the footer's help and policy topics (?topic=…). */
export function InformationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('topic');
  const topic = INFO_TOPICS.find((name) => name === requested);
  return (
    <SimplePage titleKey="information" lead={topic ? t(`links.${topic}`) : undefined}>
      {(topic === 'contact' || topic === 'customerService') && (
        <p>
          {t('footer.businessContact')} <a href={`mailto:${SITE.businessEmail}`}>{SITE.businessEmail}</a>
        </p>
      )}
    </SimplePage>
  );
}
