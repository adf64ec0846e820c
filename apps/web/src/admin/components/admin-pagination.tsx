import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../lib/i18n';
import { ADMIN_PAGE_SIZE } from '../lib/page-param';
import classes from './admin-ui.module.css';

type AdminPaginationProps = {
  page: number;
  /** How many rows there are in all (pages of ADMIN_PAGE_SIZE, as every console list is asked for). */
  total: number;
  onChange: (page: number) => void;
};

/** The total and page buttons under a console table; no buttons when everything fits on one page. */
export function AdminPagination({ page, total, onChange }: AdminPaginationProps) {
  const { t } = useTranslation(ADMIN_NS);
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  // An empty list says so itself (EmptyState); "Total: 0" under it adds nothing.
  if (total === 0) return null;
  return (
    <div className={classes.pager}>
      <span className={classes.pagerTotal} data-testid="total-count">
        {t('common.total', { count: total })}
      </span>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getItemProps={(item) => ({ 'aria-label': t('common.page', { page: item }) })}
          getControlProps={(control) => {
            if (control === 'previous') return { 'aria-label': t('common.previousPage') };
            if (control === 'next') return { 'aria-label': t('common.nextPage') };
            return {};
          }}
        />
      )}
    </div>
  );
}
