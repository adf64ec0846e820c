import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = {
  /** 1-based. */
  page: number;
  totalItems: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What the pages list, for screen readers ("Review pages"). */
  label: string;
};

/** Page numbers under a list; nothing when everything fits on one page. */
export function Pager({ page, totalItems, pageSize, onChange, label }: PagerProps) {
  const { t } = useTranslation('catalog');
  const pages = Math.ceil(totalItems / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} style={{ display: 'flex', justifyContent: 'center', marginBlockStart: 20 }}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
        getControlProps={(control) => {
          if (control === 'previous') return { 'aria-label': t('pager.previous') };
          if (control === 'next') return { 'aria-label': t('pager.next') };
          return {};
        }}
      />
    </nav>
  );
}
