import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  FRAMEWORK_CONFIRMATIONS,
  MAPPING_TARGETS,
  type MappingSubject,
  type MappingTarget,
  type MappingView,
} from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMasterValues } from '../../../lib/masters/masterValuesApi.ts';
import { useGoals } from '../goals/goalsApi.ts';
import { useAddMapping, useDeleteMapping } from './frameworksApi.ts';

/** Where a framework, value or KPI applies: designations, levels, review forms, company and team goals; added and removed in place. */
export function MappingsEditor({
  subjectType,
  subjectId,
  subjectName,
  mappings,
}: {
  subjectType: MappingSubject;
  subjectId: string;
  subjectName: string;
  mappings: MappingView[];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const designations = useMasterValues('Designation');
  const levels = useMasterValues('Level');
  const add = useAddMapping();
  const remove = useDeleteMapping();
  const [targetType, setTargetType] = useState<MappingTarget>('designation');
  const [targetValue, setTargetValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MappingView | null>(null);
  const goals = useGoals({ scope: 'company', size: '100', sort: 'title', order: 'asc' }, targetType === 'goal');
  const choices =
    targetType === 'goal'
      ? (goals.data?.items ?? []).map((g) => ({ value: g.id, label: g.title }))
      : ((targetType === 'designation' ? designations.data : levels.data) ?? []).map((c) => c.name);

  const submit = async () => {
    try {
      await add.mutateAsync({ subjectType, subjectId, targetType, targetValue });
      setTargetValue('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Stack gap="xs">
      <Group gap={6}>
        {mappings.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('frameworks.mappings.none')}
          </Text>
        )}
        {mappings.map((m) => (
          <Badge
            key={m.id}
            variant="outline"
            tt="none"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={t('frameworks.mappings.removeNamed', { name: m.targetLabel })}
                onClick={() => setRemoving(m)}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            }
          >
            {`${t(`frameworks.mappings.targets.${m.targetType}`)}: ${m.targetLabel}`}
          </Badge>
        ))}
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('frameworks.mappings.appliesTo')}
          data={MAPPING_TARGETS.map((target) => ({ value: target, label: t(`frameworks.mappings.targets.${target}`) }))}
          value={targetType}
          onChange={(v) => {
            setTargetType((v ?? 'designation') as MappingTarget);
            setTargetValue('');
          }}
          allowDeselect={false}
          w={160}
          size="xs"
        />
        {targetType === 'reviewForm' ? (
          <TextInput
            label={t('frameworks.mappings.reviewForm')}
            value={targetValue}
            onChange={(e) => setTargetValue(e.currentTarget.value)}
            error={error}
            w={200}
            size="xs"
          />
        ) : (
          <Select
            label={t(`frameworks.mappings.targets.${targetType}`)}
            searchable
            data={choices}
            value={targetValue || null}
            onChange={(v) => {
              setTargetValue(v ?? '');
              setError(null);
            }}
            error={error}
            w={200}
            size="xs"
          />
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={!targetValue}
          loading={add.isPending}
          onClick={() => void submit()}
          aria-label={t('frameworks.mappings.addTo', { name: subjectName })}
        >
          {t('frameworks.mappings.add')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('frameworks.mappings.removeTitle')}
        message={FRAMEWORK_CONFIRMATIONS.deleteMapping}
        confirmLabel={t('frameworks.mappings.remove')}
        cancelLabel={t('org.common.cancel')}
        loading={remove.isPending}
        danger
        onConfirm={() => {
          if (!removing) return;
          void remove.mutateAsync(removing.id).then(() => {
            showToast('success', t('frameworks.mappings.removed'));
            setRemoving(null);
          });
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
