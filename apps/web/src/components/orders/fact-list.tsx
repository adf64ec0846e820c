import type { ReactNode } from 'react';
import classes from './order-pieces.module.css';

/** One labelled fact of an order. */
export type Fact = {
  key: string;
  label: string;
  value: ReactNode;
  /** A code read left to right on any page (order number, phone, tracking number). */
  isCode?: boolean;
  /** Takes a whole row of the grid (an address). */
  isWide?: boolean;
  /** What the reader can do about this fact, under its value ("Contact seller" with the shop). */
  action?: ReactNode;
  testId?: string;
};

type FactListProps = {
  facts: readonly Fact[];
  /** `grid`: each label above its value, in columns (a detail); `inline`: "label: value" in a row (a card). */
  layout?: 'grid' | 'inline';
  testId?: string;
};

/** An order's facts as a description list, the same in the storefront, the seller panel and the console. */
export function FactList({ facts, layout = 'grid', testId }: FactListProps) {
  return (
    <dl className={layout === 'grid' ? classes.facts : classes.inlineFacts} data-testid={testId}>
      {facts.map((fact) => (
        <div key={fact.key} className={fact.isWide ? classes.wide : undefined}>
          <dt>{fact.label}</dt>
          {/* The value keeps its own direction (a Latin name on an Arabic page) inside a row that
              keeps the page's, so that it lines up under its label. */}
          <dd data-testid={fact.testId}>
            <bdi className={fact.isCode ? classes.code : undefined}>{fact.value}</bdi>
            {fact.action && <div className={classes.factAction}>{fact.action}</div>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
