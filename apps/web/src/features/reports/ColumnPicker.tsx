import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportDefinitionView } from '@tenure/domain/reports';

interface ColumnPickerProps {
  definition: ReportDefinitionView;
  /** The keys shown, in order. */
  shown: readonly string[];
  onChange(keys: string[]): void;
}

/** Which columns the table shows (and exports write): a column hidden by default is off until picked; one stays on at least. */
export function ColumnPicker({ definition, shown, onChange }: ColumnPickerProps) {
  const { t } = useTranslation();
  const toggle = (key: string, on: boolean) =>
    onChange(
      // The report's own order, whatever order they were ticked in.
      definition.columns.map((c) => c.key).filter((k) => (k === key ? on : shown.includes(k))),
    );
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-testid="report-columns">
          {t('reportViewer.columns.button', { shown: shown.length, total: definition.columns.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          gap="xs"
          role="group"
          aria-label={t('reportViewer.columns.label')}
          mah={360}
          style={{ overflowY: 'auto' }}
        >
          {definition.columns.map((column) => (
            <Checkbox
              key={column.key}
              label={column.heading}
              checked={shown.includes(column.key)}
              disabled={shown.length === 1 && shown.includes(column.key)}
              onChange={(event) => toggle(column.key, event.currentTarget.checked)}
              data-testid={`report-column-${column.key}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
