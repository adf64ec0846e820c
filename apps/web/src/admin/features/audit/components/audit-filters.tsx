import { Button, Select, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import { auditActionKey } from '../lib/audit-actions';
import classes from '../../../components/admin-ui.module.css';

export const AUDIT_FILTER_NAMES = ['actor', 'action', 'targetId', 'from', 'to'] as const;
type FilterName = (typeof AUDIT_FILTER_NAMES)[number];
type FilterValues = Partial<Record<FilterName, string>>;

type AuditFiltersProps = { initial: FilterValues; onApply: (values: FilterValues) => void };

/** Actor, action, target id and a date range (UTC days, as the server filters). */
export function AuditFilters({ initial, onApply }: AuditFiltersProps) {
  const { t } = useTranslation(ADMIN_NS);
  const [values, setValues] = useState<FilterValues>(initial);
  const [isRangeWrong, setRangeWrong] = useState(false);

  const set = (name: FilterName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setRangeWrong(false);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // YYYY-MM-DD strings compare in date order.
    if (values.from && values.to && values.from > values.to) {
      setRangeWrong(true);
      return;
    }
    onApply(values);
  };

  const hasAny = AUDIT_FILTER_NAMES.some((name) => initial[name]);
  const actions: string[] = [...AUDIT_ACTIONS];
  if (initial.action && !actions.includes(initial.action)) actions.push(initial.action);
  const text = (name: 'actor' | 'targetId', maxLength: number) => (
    <TextInput
      label={t(`audit.filters.${name}`)}
      value={values[name] ?? ''}
      onChange={(event) => set(name, event.currentTarget.value)}
      maxLength={maxLength}
      data-testid={`audit-filter-${name}`}
    />
  );
  const date = (name: 'from' | 'to') => (
    <TextInput
      label={t(`audit.filters.${name}`)}
      type="date"
      value={values[name] ?? ''}
      onChange={(event) => set(name, event.currentTarget.value)}
      error={name === 'to' && isRangeWrong ? t('audit.filters.rangeWrong') : undefined}
      dir="ltr"
      data-testid={`audit-filter-${name}`}
    />
  );

  return (
    <form className={classes.auditFilters} onSubmit={handleSubmit} role="search" noValidate>
      {text('actor', 64)}
      <Select
        label={t('audit.filters.action')}
        data={[
          { value: '', label: t('audit.filters.anyAction') },
          ...actions.map((action) => ({
            value: action,
            label: t(auditActionKey(action), { defaultValue: action }),
          })),
        ]}
        value={values.action ?? ''}
        onChange={(value) => set('action', value ?? '')}
        allowDeselect={false}
        data-testid="audit-filter-action"
      />
      {text('targetId', 64)}
      {date('from')}
      {date('to')}
      <div className={classes.filterButtons}>
        <Button type="submit" data-testid="audit-filter-apply">
          {t('audit.filters.apply')}
        </Button>
        {hasAny && (
          <Button variant="default" onClick={() => onApply({})}>
            {t('audit.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
