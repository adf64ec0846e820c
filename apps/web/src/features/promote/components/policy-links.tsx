import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PROMOTE_NS } from '../../../lib/i18n';
import { POLICY_TOPICS, isPolicyTopic, promotePath } from '../../../lib/promote-links';
import { usePromoteSearch } from '../hooks/use-promote-search';

/** Every policy page of the promotion site, the one on screen marked as current. */
export function PolicyLinks({ className }: { className?: string }) {
  const { t } = useTranslation(PROMOTE_NS);
  const { search } = usePromoteSearch();
  const { topic: current } = useParams();
  return (
    <ul className={className}>
      {POLICY_TOPICS.map((topic) => (
        <li key={topic}>
          <Link
            to={{ pathname: promotePath({ topic }), search }}
            aria-current={isPolicyTopic(current) && topic === current ? 'page' : undefined}
          >
            {t(`articles.${topic}.title`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
