import { useState } from 'react';
import { Badge, Drawer, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@tenure/domain/users';
import { EmptyState, LoadErrorState } from '../../components/QueryStates.tsx';
import { useEffectivePermissions } from './api.ts';

/** "Why can this user see this": the keys a user holds in one of their entities, by module, with the granting roles. */
export function EffectivePermissionsDrawer({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const entity = chosen ?? user?.entities[0]?.legalEntityCode ?? null;
  const view = useEffectivePermissions(user?.userId ?? null, entity);

  const close = () => {
    setChosen(null);
    onClose();
  };

  return (
    <Drawer
      opened={user !== null}
      onClose={close}
      position="right"
      size="lg"
      title={user ? t('users.why.title', { username: user.username }) : ''}
      closeButtonProps={{ 'aria-label': t('users.close') }}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('users.why.intro')}
          </Text>
          <Select
            label={t('users.why.entity')}
            data={user.entities.map((e) => ({ value: e.legalEntityCode, label: e.legalEntityName }))}
            value={entity}
            onChange={setChosen}
            allowDeselect={false}
          />
          {view.data && view.data.fromGroups.length > 0 && (
            <Stack gap={6} component="section" aria-label={t('directory.why.fromGroups')}>
              <Title order={3} size="h6">
                {t('directory.why.fromGroups')}
              </Title>
              <List spacing={4} size="sm" listStyleType="none" data-testid="roles-from-groups">
                {view.data.fromGroups.map((grant) => (
                  <List.Item key={`${grant.roleName}-${grant.group}`}>
                    {t('directory.why.fromGroup', {
                      role: grant.roleName,
                      group: grant.group,
                      provider: grant.providerName ?? t('directory.anyProvider'),
                    })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {view.error ? (
            <LoadErrorState error={view.error} onRetry={() => void view.refetch()} />
          ) : view.data && view.data.modules.length === 0 ? (
            <EmptyState text={t('users.why.empty')} />
          ) : (
            view.data?.modules.map((module) => (
              <Stack key={module.module} gap={6} component="section" aria-label={module.label}>
                <Title order={3} size="h6">
                  {module.label}
                </Title>
                <List spacing={4} size="sm" listStyleType="none">
                  {module.keys.map((key) => (
                    <List.Item key={`${key.kind}-${key.key}`}>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={500} ff="monospace">
                          {key.key}
                        </Text>
                        <Badge size="xs" variant="light" color={key.kind === 'section' ? 'blue' : 'grape'}>
                          {t(key.kind === 'section' ? 'users.why.section' : 'users.why.feature')}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t('users.why.grantedBy', { roles: key.roles.join(', ') })}
                        </Text>
                      </Group>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ))
          )}
        </Stack>
      )}
    </Drawer>
  );
}
