import type { ReactNode } from 'react';
import { Link } from 'react-router';

type MaybeLinkProps = {
  /** Where the text leads; without it (a closed shop, a line with no product page) it is plain text. */
  to?: string;
  className?: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  children: ReactNode;
};

/** A name that links to its page when there is one to open, and reads the same when there is not. */
export function MaybeLink({ to, ...props }: MaybeLinkProps) {
  return to ? <Link to={to} {...props} /> : <span {...props} />;
}
