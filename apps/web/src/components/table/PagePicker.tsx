import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'employees.table.firstPage',
  previous: 'employees.table.previousPage',
  next: 'employees.table.nextPage',
  last: 'employees.table.lastPage',
} as const;

/** Page buttons with names a screen reader can read ("Page 3", "Next page"); `label` names the whole control. */
export function PagePicker({
  total,
  value,
  onChange,
  size = 'sm',
  label,
}: {
  total: number;
  value: number;
  onChange(page: number): void;
  size?: 'xs' | 'sm';
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      siblings={1}
      aria-label={label ?? t('employees.table.pagination')}
      getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      getItemProps={(page) => ({
        'aria-label': t('employees.table.page', { page }),
        'aria-current': page === value ? 'page' : undefined,
      })}
    />
  );
}
