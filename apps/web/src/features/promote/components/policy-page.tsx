import { useParams } from 'react-router';
import { isPolicyTopic } from '../../../lib/promote-links';
import { Article } from './article';
import { PromoteNotFound } from './promote-not-found';
import classes from './policy-page.module.css';

/**
 * /promote/policy/:topic: one of the footer's policies (spec §2); any other topic is not found. The
 * site's footer lists every policy, this one marked as current.
 */
export function PolicyPage() {
  const { topic } = useParams();
  if (!isPolicyTopic(topic)) return <PromoteNotFound />;
  return (
    <div className={`cv-container ${classes.page}`} data-testid={`policy-${topic}`}>
      <Article topic={topic} />
    </div>
  );
}
