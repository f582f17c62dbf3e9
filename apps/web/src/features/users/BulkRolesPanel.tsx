import { useState } from 'react';
import { Button, Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filterParams } from '../../components/table/tableState.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useBulkRoles, useLegalEntities, useRoleOptions } from './api.ts';
import type { UserFilterValues } from './userListState.ts';

interface BulkRolesPanelProps {
  selected: string[];
  filters: UserFilterValues;
  matching: number;
  onDone(): void;
}

/** Assigns or removes roles in one entity for the selected users, or for all users matching the filters. */
export function BulkRolesPanel({ selected, filters, matching, onDone }: BulkRolesPanelProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const entities = useLegalEntities();
  const roles = useRoleOptions();
  const bulk = useBulkRoles();
  const [action, setAction] = useState<'assign' | 'remove'>('assign');
  const [entity, setEntity] = useState<string | null>(null);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const filtered = Object.keys(filterParams(filters)).length > 0;
  const [target, setTarget] = useState<'selected' | 'matching'>('selected');
  const useSelection = target === 'selected' || !filtered;

  const apply = () => {
    if (!entity) return;
    const who = useSelection ? { userIds: selected } : { filters: filterParams(filters) };
    bulk.mutate(
      { action, legalEntityCode: entity, roleIds, ...who },
      {
        onSuccess: (result) => {
          showToast('success', t('users.bulk.done', result));
          onDone();
        },
        onError: (error) => showToast('error', messageText(error.message)),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bulk-roles-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="bulk-roles-title">
          {t('users.bulk.title')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="bulk-action-label">
              {t('users.bulk.action')}
            </Text>
            <SegmentedControl
              aria-labelledby="bulk-action-label"
              value={action}
              onChange={(value) => setAction(value === 'remove' ? 'remove' : 'assign')}
              data={[
                { value: 'assign', label: t('users.bulk.assign') },
                { value: 'remove', label: t('users.bulk.remove') },
              ]}
            />
          </Stack>
          <Select
            label={t('users.bulk.entity')}
            data={(entities.data ?? []).map((e) => ({ value: e.legalEntityCode, label: e.legalEntityName }))}
            value={entity}
            onChange={setEntity}
            searchable
            w={220}
            data-testid="bulk-entity"
          />
          <MultiSelect
            label={t('users.bulk.roles')}
            data={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={roleIds}
            onChange={setRoleIds}
            searchable
            miw={260}
            data-testid="bulk-roles"
          />
          {filtered && (
            <Select
              label={t('users.bulk.target')}
              data={[
                { value: 'selected', label: t('users.bulk.selected', { count: selected.length }) },
                { value: 'matching', label: t('users.bulk.matching', { count: matching }) },
              ]}
              value={target}
              onChange={(value) => setTarget(value === 'matching' ? 'matching' : 'selected')}
              allowDeselect={false}
              w={260}
            />
          )}
          <Button
            onClick={apply}
            loading={bulk.isPending}
            disabled={!entity || roleIds.length === 0 || (useSelection && selected.length === 0)}
            data-testid="bulk-apply"
          >
            {t('users.bulk.apply')}
          </Button>
        </Group>
        {useSelection && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('users.bulk.selected', { count: selected.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
