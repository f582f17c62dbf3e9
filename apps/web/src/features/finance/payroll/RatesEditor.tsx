import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../components/table/TableScroll.tsx';

/** JSON-shaped rate data: numbers, texts, flags, nulls (an open-ended band), lists and groups. */
export type RateValue = number | string | boolean | null | RateValue[] | { [key: string]: RateValue };
type RateObject = { [key: string]: RateValue };

/** "additionalThreshold" → "Additional threshold". */
const humanise = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

const isObject = (v: RateValue): v is RateObject => typeof v === 'object' && v !== null && !Array.isArray(v);

interface RatesEditorProps {
  value: RateValue;
  onChange(value: RateValue): void;
  /** Dotted path of this value ('rates.socialSecurity'), the key of its server field error. */
  path: string;
  errors: Record<string, string>;
  /** Shown as the label of a leaf, or the legend of a group. */
  label: string;
  /** Inside a table row: the label is only for assistive technology. */
  compact?: boolean;
}

/**
 * Edits any rate set by its shape, so that a country's rules need no form of their own: a group
 * is a fieldset, a list of bands a table with rows to add and remove, a number an input.
 */
export function RatesEditor({ value, onChange, path, errors, label, compact }: RatesEditorProps) {
  const { t } = useTranslation();
  const error = errors[path];
  if (Array.isArray(value)) {
    const columns = value.length > 0 && isObject(value[0]!) ? Object.keys(value[0]) : [];
    return (
      <Fieldset legend={label}>
        <Stack gap="xs">
          <TableScroll minWidth={columns.length * 160 + 60} label={label}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c} scope="col">
                      {humanise(c)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('payroll.rates.remove')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {value.map((row, i) => (
                  <Table.Tr key={i}>
                    {isObject(row) &&
                      columns.map((c) => (
                        <Table.Td key={c} valign="top">
                          <RatesEditor
                            value={row[c] ?? null}
                            onChange={(v) =>
                              onChange(value.map((r, j) => (j === i && isObject(r) ? { ...r, [c]: v } : r)))
                            }
                            path={`${path}.${i}.${c}`}
                            errors={errors}
                            label={`${label} ${i + 1}: ${humanise(c)}`}
                            compact
                          />
                        </Table.Td>
                      ))}
                    <Table.Td valign="top">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={value.length <= 1}
                        aria-label={`${t('payroll.rates.remove')} ${label} ${i + 1}`}
                        onClick={() => onChange(value.filter((_, j) => j !== i))}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {error && (
            <Text c="red" size="xs" role="alert">
              {error}
            </Text>
          )}
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onChange([...value, structuredClone(value.at(-1) ?? null)])}
            >
              {t('payroll.rates.add')} ({label})
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    );
  }
  if (isObject(value)) {
    const fields = Object.entries(value).filter(([key]) => key !== 'country');
    const leaves = fields.filter(([, v]) => !Array.isArray(v) && !isObject(v));
    const groups = fields.filter(([, v]) => Array.isArray(v) || isObject(v));
    const child = ([key, v]: [string, RateValue]) => (
      <RatesEditor
        key={key}
        value={v}
        onChange={(next) => onChange({ ...value, [key]: next })}
        path={`${path}.${key}`}
        errors={errors}
        label={humanise(key)}
      />
    );
    const body = (
      <Stack gap="sm">
        {leaves.length > 0 && <Group align="flex-start">{leaves.map(child)}</Group>}
        {groups.map(child)}
      </Stack>
    );
    return path === 'rates' ? body : <Fieldset legend={label}>{body}</Fieldset>;
  }
  return <RateLeaf value={value} onChange={onChange} label={label} error={error} compact={compact ?? false} />;
}

function RateLeaf({
  value,
  onChange,
  label,
  error,
  compact,
}: {
  value: number | string | boolean | null;
  onChange(v: RateValue): void;
  label: string;
  error: string | undefined;
  compact: boolean;
}) {
  const labelProps = compact ? { 'aria-label': label } : { label };
  if (typeof value === 'boolean')
    return (
      <Checkbox
        checked={value}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={label}
        error={error}
        mt={compact ? 0 : 'lg'}
      />
    );
  if (typeof value === 'string')
    return (
      <TextInput
        {...labelProps}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        miw={160}
      />
    );
  // A number; null is an open end (the last age band), written as an empty box.
  return (
    <NumberInput
      {...labelProps}
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : Number(v))}
      error={error}
      thousandSeparator=","
      decimalScale={4}
      w={160}
    />
  );
}
