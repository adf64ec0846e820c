import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import classes from './collect.module.css';

/** An empty favourites or follows list, with the way back to shopping. */
export function CollectEmpty({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className={classes.empty} data-testid="empty-state">
      <HeartIcon size={36} />
      <p>{text}</p>
      <Button component={Link} to={to}>
        {action}
      </Button>
    </div>
  );
}

export function CollectSkeleton() {
  return (
    <ul className={classes.list} aria-hidden="true" data-testid="collect-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={classes.row}>
          <Skeleton width={88} height={88} radius={8} />
          <div className={classes.info}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={18} width="30%" />
            <Skeleton height={12} width="50%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
