import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserEntity } from '@tenure/domain/auth';
import { departmentsQuery } from '../../lib/masters/departmentsApi.ts';
import { PUBLIC_QUERY_SCOPE } from '../../lib/tenant/api.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { canSwitchTo } from './canSwitchTo.ts';

interface SwitchOrganizationModalProps {
  opened: boolean;
  onClose(): void;
}

/** SPEC §4 entity switch: choose, Continue (only for a different, complete entity), reset, go home. */
export function SwitchOrganizationModal({ opened, onClose }: SwitchOrganizationModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const entities = useSessionStore((s) => s.entities);
  const current = useSessionStore((s) => s.entity);
  const selectEntity = useSessionStore((s) => s.selectEntity);
  const [choice, setChoice] = useState<UserEntity | null>(current);

  const switchEntity = (entity: UserEntity) => {
    selectEntity(entity);
    // Everything but the tenant-level data belonged to the previous entity.
    void queryClient.resetQueries({
      predicate: (query) => query.queryKey[0] !== PUBLIC_QUERY_SCOPE && query.queryKey[0] !== 'session',
    });
    void queryClient.prefetchQuery(departmentsQuery(entity.legalEntityCode));
    void navigate('/home');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('switchOrganization.title')}
      centered
      onEnterTransitionEnd={() => setChoice(current)}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('switchOrganization.description')}
        </Text>
        <Select
          label={t('switchOrganization.entity')}
          data={entities.map((e) => ({
            value: e.legalEntityCode,
            label: `${e.legalEntityName} (${e.legalEntityCode})`,
          }))}
          value={choice?.legalEntityCode ?? null}
          onChange={(code) => setChoice(entities.find((e) => e.legalEntityCode === code) ?? null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="entity-select"
        />
        {current && (
          <Text size="xs" c="dimmed">
            {t('switchOrganization.current', { name: current.legalEntityName })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('switchOrganization.cancel')}
          </Button>
          <Button disabled={!canSwitchTo(choice, current)} onClick={() => choice && switchEntity(choice)}>
            {t('switchOrganization.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
