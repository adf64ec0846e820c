import type { HTMLAttributes } from 'react';

type ScrollRegionProps = Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> &
  ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * A box whose content scrolls sideways on a narrow screen (a wide table): a tab stop with a name, so
 * a keyboard can scroll what is out of sight and a screen reader says what the box holds (WCAG 2.1.1).
 */
export function ScrollRegion({ label, labelledBy, ...rest }: ScrollRegionProps) {
  return <div tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy} {...rest} />;
}
