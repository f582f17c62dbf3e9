import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KEY_RESULT_UNITS, weightsTotal, type KeyResultInput, type KeyResultUnit } from '@tenure/domain/performance';

/** A key result as the form holds it: an emptied number input is ''. */
export interface KrValues {
  title: string;
  unit: KeyResultUnit;
  startValue: number;
  targetValue: number | '';
  weight: number | '';
}

export const blankKr = (weight: number | ''): KrValues => ({
  title: '',
  unit: 'number',
  startValue: 0,
  targetValue: '',
  weight,
});
/** An empty number is sent as NaN, so the shared schema names the field. */
export const num = (value: number | '') => (value === '' ? Number.NaN : value);
export const krInputs = (krs: readonly KrValues[]): KeyResultInput[] =>
  krs.map((k) => ({
    title: k.title,
    unit: k.unit,
    startValue: k.startValue,
    targetValue: num(k.targetValue),
    weight: num(k.weight),
  }));

interface KeyResultsEditorProps<V extends { keyResults: KrValues[] }> {
  form: UseFormReturnType<V>;
  /** Replaces the list (the caller's form knows its own type; a generic form's paths cannot be typed here). */
  setKeyResults(next: KrValues[]): void;
  errorOf(path: string): string | undefined;
}

/** The key results of a goal or a library goal: title, unit, start, target and weight, with the weights' running total. */
export function KeyResultsEditor<V extends { keyResults: KrValues[] }>({
  form,
  setKeyResults,
  errorOf,
}: KeyResultsEditorProps<V>) {
  const { t } = useTranslation();
  const krs = form.getValues().keyResults;
  const total = weightsTotal(krs.map((k) => (k.weight === '' ? 0 : k.weight)));
  const path = (i: number, field: keyof KrValues) => `keyResults.${i}.${field}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('goals.keyResults')}</Text>
        <Text size="sm" c={total === 100 || krs.length === 0 ? 'dimmed' : 'red.8'} aria-live="polite">
          {t('goals.weightsTotal', { total })}
        </Text>
      </Group>
      {errorOf('keyResults') && (
        <Text size="sm" c="red.8" role="alert">
          {errorOf('keyResults')}
        </Text>
      )}
      {krs.map((kr, i) => (
        <Paper key={i} withBorder p="sm" radius="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('goals.keyResult', { n: i + 1 })}
              withAsterisk
              style={{ flex: 2, minWidth: 200 }}
              {...form.getInputProps(path(i, 'title'))}
              error={errorOf(path(i, 'title'))}
            />
            <Select
              label={t('goals.unit')}
              w={130}
              allowDeselect={false}
              data={KEY_RESULT_UNITS.map((u) => ({ value: u, label: t(`goals.units.${u}`) }))}
              {...form.getInputProps(path(i, 'unit'))}
              onChange={(value) => {
                const unit = (value ?? 'number') as KeyResultUnit;
                // A yes/no result goes from 0 (no) to 1 (yes).
                setKeyResults(
                  krs.map((k, j) =>
                    j !== i ? k : unit === 'yesNo' ? { ...k, unit, startValue: 0, targetValue: 1 } : { ...k, unit },
                  ),
                );
              }}
            />
            {kr.unit !== 'yesNo' && (
              <NumberInput
                label={t('goals.startValue')}
                w={110}
                min={0}
                {...form.getInputProps(path(i, 'startValue'))}
                error={errorOf(path(i, 'startValue'))}
              />
            )}
            {kr.unit !== 'yesNo' && (
              <NumberInput
                label={t('goals.targetValue')}
                withAsterisk
                w={120}
                min={0}
                {...form.getInputProps(path(i, 'targetValue'))}
                error={errorOf(path(i, 'targetValue'))}
              />
            )}
            <NumberInput
              label={t('goals.weight')}
              withAsterisk
              w={110}
              min={1}
              max={100}
              {...form.getInputProps(path(i, 'weight'))}
              error={errorOf(path(i, 'weight'))}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={t('goals.removeKeyResult', { n: i + 1 })}
              onClick={() => setKeyResults(krs.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setKeyResults([...krs, blankKr('')])}
        >
          {t('goals.addKeyResult')}
        </Button>
      </Group>
    </Stack>
  );
}
