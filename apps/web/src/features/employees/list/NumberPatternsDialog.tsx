import { useState } from 'react';
import { Alert, Group, Modal, NumberInput, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  formatEmployeeNumber,
  numberPatternInput,
  type NumberPatternInput,
  type NumberPatternView,
} from '@tenure/domain/onboarding';
import { CrudTable, NameCell } from '../../../components/crud/CrudTable.tsx';
import { RowButton } from '../../../components/crud/RowActions.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { useNumberPatterns, useSaveNumberPattern } from './numberPatternsApi.ts';

/**
 * Employee numbers (autoEmployeeNumberGeneration): each legal entity's prefix and sequence length,
 * with the number the next onboarding gets. Numbers already given keep theirs.
 */
export function NumberPatternsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const patterns = useNumberPatterns(true);
  const [editing, setEditing] = useState<NumberPatternView | null>(null);
  return (
    <>
      <Modal
        opened={editing === null}
        onClose={onClose}
        title={t('onboarding.numbers.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('org.common.close') }}
      >
        <Text size="sm" c="dimmed" mb="md">
          {t('onboarding.numbers.intro')}
        </Text>
        {patterns.isPending ? (
          <LoadingState />
        ) : patterns.error ? (
          <LoadErrorState error={patterns.error} onRetry={() => void patterns.refetch()} />
        ) : patterns.data.length === 0 ? (
          <Alert color="gray">{t('onboarding.numbers.empty')}</Alert>
        ) : (
          <CrudTable
            testId="number-patterns"
            minWidth={520}
            rows={patterns.data}
            rowKey={(pattern) => pattern.legalEntityCode}
            columns={[
              {
                header: t('onboarding.numbers.entity'),
                cell: (pattern) => <NameCell name={pattern.legalEntityName} detail={pattern.legalEntityCode} />,
              },
              { header: t('onboarding.numbers.prefix'), cell: (pattern) => pattern.prefix },
              { header: t('onboarding.numbers.padding'), cell: (pattern) => pattern.padding },
              {
                header: t('onboarding.numbers.next'),
                cell: (pattern) => (
                  <Text span ff="monospace" size="sm">
                    {pattern.nextNumber}
                  </Text>
                ),
              },
            ]}
            actions={(pattern) => (
              <Group justify="flex-end">
                <RowButton
                  label={t('onboarding.numbers.editNamed', { name: pattern.legalEntityName })}
                  onClick={() => setEditing(pattern)}
                  icon={<IconPencil size={18} aria-hidden />}
                />
              </Group>
            )}
          />
        )}
      </Modal>
      {editing && <NumberPatternForm pattern={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function NumberPatternForm({ pattern, onClose }: { pattern: NumberPatternView; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveNumberPattern();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { prefix: pattern.prefix, padding: pattern.padding as number | string },
    schema: numberPatternInput,
    toInput: (v): NumberPatternInput => ({ prefix: v.prefix.trim().toUpperCase(), padding: Number(v.padding) }),
    save: (input) => save.mutateAsync({ legalEntityCode: pattern.legalEntityCode, input }),
    nameOf: () => pattern.legalEntityName,
    onSaved: onClose,
  });
  // The sample keeps the current sequence value: a new pattern changes how numbers look, not how many were given.
  const sequence = Number(pattern.nextNumber.slice(pattern.prefix.length)) || 1;
  const padding = Number(form.values.padding);
  const sample =
    Number.isInteger(padding) && padding >= 1 && padding <= 10
      ? formatEmployeeNumber(form.values.prefix.trim().toUpperCase(), padding, sequence)
      : '—';
  return (
    <FormModal
      title={t('onboarding.numbers.editNamed', { name: pattern.legalEntityName })}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('onboarding.numbers.prefix')}
        description={t('onboarding.numbers.prefixHint')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('prefix')}
        error={errorOf('prefix')}
      />
      <NumberInput
        label={t('onboarding.numbers.padding')}
        description={t('onboarding.numbers.paddingHint')}
        withAsterisk
        min={1}
        max={10}
        allowDecimal={false}
        {...form.getInputProps('padding')}
        error={errorOf('padding')}
      />
      <Text size="sm" aria-live="polite">
        {t('onboarding.numbers.sample')}{' '}
        <Text span ff="monospace" fw={600}>
          {sample}
        </Text>
      </Text>
    </FormModal>
  );
}
