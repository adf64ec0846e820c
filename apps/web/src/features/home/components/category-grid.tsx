import { Skeleton } from '@mantine/core';
import type { CategoryVo } from '@caravan/contract';
import { Link } from 'react-router';
import classes from './category-grid.module.css';

// Categories without an icon get a tinted circle with their initial; the tints cycle so
// neighbouring tiles differ.
const TINTS = ['#ccfbf1', '#fef3c7', '#e0e7ff', '#fce7f3', '#dcfce7', '#e0f2fe', '#ffedd5', '#f3e8ff'];

type CategoryGridProps = { categories: CategoryVo[]; linkTo: (category: CategoryVo) => string };

export function CategoryGrid({ categories, linkTo }: CategoryGridProps) {
  return (
    <ul className={classes.grid} data-testid="category-grid">
      {categories.map((category, i) => (
        <li key={category.id}>
          <Link to={linkTo(category)} className={classes.item}>
            <span className={classes.icon} style={{ background: TINTS[i % TINTS.length] }} aria-hidden="true">
              {category.iconImg ? (
                <img src={category.iconImg} alt="" loading="lazy" width={56} height={56} />
              ) : (
                category.name.trim().charAt(0).toUpperCase()
              )}
            </span>
            <span className={classes.name} dir="auto">
              {category.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={classes.item}>
          <Skeleton circle height={56} />
          <Skeleton height={12} width="70%" />
        </div>
      ))}
    </div>
  );
}
