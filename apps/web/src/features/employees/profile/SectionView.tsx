import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isListSection, type EditableSectionKey } from '@tenure/domain/employees';
import { SECTION_FIELDS, WORK_DETAILS_VIEW_FIELDS, groupOf, leafOf, type FieldSpec } from './sectionFields.ts';
import { valueAt } from './sectionForm.ts';
import { useFieldLabel } from './useFieldLabel.ts';
import { useFormatDate } from '../../../lib/dates.ts';

interface SectionViewProps {
  section: EditableSectionKey;
  data: unknown;
  /** Whole values of sensitive fields after a reveal, shown instead of the masked ones. */
  revealed: Record<string, string | null> | null;
}

/** One section as read: label and value pairs, addresses as one block, list sections entry by entry. */
export function SectionView({ section, data, revealed }: SectionViewProps) {
  const { t } = useTranslation();
  const fields = section === 'workDetails' ? WORK_DETAILS_VIEW_FIELDS : SECTION_FIELDS[section];
  if (!isListSection(section)) return <FieldList fields={fields} data={data} revealed={revealed} />;
  const entries = valueAt(data, 'entries');
  if (!Array.isArray(entries) || entries.length === 0)
    return <Text c="dimmed">{t('employees.profile.noEntries')}</Text>;
  return (
    <Stack gap="sm">
      {entries.map((entry, index) => (
        <Paper key={index} withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
          <FieldList fields={fields} data={entry} revealed={null} />
        </Paper>
      ))}
    </Stack>
  );
}

function FieldList({
  fields,
  data,
  revealed,
}: {
  fields: readonly FieldSpec[];
  data: unknown;
  revealed: Record<string, string | null> | null;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const labelOf = useFieldLabel();
  const items: { key: string; label: string; value: string | null; sensitive: boolean }[] = [];
  const seenGroups = new Set<string>();
  for (const field of fields) {
    const group = groupOf(field.path);
    if (group) {
      if (seenGroups.has(group)) continue;
      seenGroups.add(group);
      const lines = fields
        .filter((f) => groupOf(f.path) === group)
        .map((f) => valueAt(data, f.path))
        .filter((v) => typeof v === 'string' && v !== '');
      items.push({
        key: group,
        label: labelOf(group),
        value: lines.length ? lines.join(', ') : null,
        sensitive: false,
      });
      continue;
    }
    const raw = revealed?.[field.path] ?? valueAt(data, field.path);
    items.push({
      key: field.path,
      label: labelOf(leafOf(field.path)),
      value: shown(field, raw, formatDate, t),
      sensitive: revealed !== null && field.path in revealed,
    });
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Box key={item.key}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            size="sm"
            c={item.value === null ? 'dimmed' : undefined}
            ff={item.sensitive ? 'monospace' : undefined}
            data-field={item.key}
          >
            {item.value ?? t('employees.profile.notProvided')}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function shown(
  field: FieldSpec,
  raw: unknown,
  formatDate: (isoDate: string) => string,
  t: (key: 'employees.profile.yes' | 'employees.profile.no') => string,
): string | null {
  if (field.kind === 'boolean') return raw === true ? t('employees.profile.yes') : t('employees.profile.no');
  if (typeof raw === 'number') return String(raw);
  if (typeof raw === 'object' && raw !== null && 'displayName' in raw && typeof raw.displayName === 'string')
    return raw.displayName;
  if (typeof raw !== 'string' || raw === '') return null;
  return field.kind === 'date' ? formatDate(raw) : raw;
}
