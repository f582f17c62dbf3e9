import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayjsFormatOf, useDateFormat, usePickerLocale } from '../lib/dates.ts';

type DateFieldProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'valueFormat' | 'type'> & {
  /** 'yyyy-MM-dd', or '' (or nothing) when no date is chosen: what forms hold and the API takes. */
  value?: string | null;
  onChange(value: string): void;
};

/** A date input: a calendar picker that shows the tenant's date format and holds an ISO date. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const pattern = useDateFormat();
  const locale = usePickerLocale();
  return (
    <DatePickerInput
      locale={locale}
      leftSection={<IconCalendar size={16} aria-hidden />}
      leftSectionPointerEvents="none"
      placeholder={pattern}
      // Mantine's placeholder grey is below 4.5:1 on white; the picker's placeholder is real text.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      ariaLabels={{
        nextMonth: t('dates.nextMonth'),
        previousMonth: t('dates.previousMonth'),
        nextYear: t('dates.nextYear'),
        previousYear: t('dates.previousYear'),
        nextDecade: t('dates.nextDecade'),
        previousDecade: t('dates.previousDecade'),
      }}
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      {...props}
      valueFormat={dayjsFormatOf(pattern)}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
