import { useState } from 'react';
import { Badge, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMyTeam } from '../api.ts';
import { PersonCard } from '../PersonCard.tsx';

/** /reporting-team: the manager's direct reportees, or the whole subtree with the toggle. */
export function ReportingTeamPage() {
  const { t } = useTranslation();
  const [indirect, setIndirect] = useState(false);
  const team = useMyTeam(indirect);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('employees.team.title')}
          </Title>
          <Text c="dimmed">{t('employees.team.intro')}</Text>
        </div>
        <Switch label={t('employees.team.indirect')} checked={indirect} onChange={(event) => setIndirect(event.currentTarget.checked)} />
      </Group>
      {team.isPending ? (
        <LoadingState />
      ) : team.error ? (
        <LoadErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : team.data.length === 0 ? (
        <EmptyState text={t('employees.team.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {team.data.map((member) => (
            <PersonCard
              key={member.employeeNumber}
              person={member}
              extra={
                <Group gap={6} mt={4}>
                  <Badge size="sm" variant="light" color={member.depth === 1 ? 'blue' : 'gray'}>
                    {member.depth === 1 ? t('employees.team.direct') : t('employees.team.level', { depth: member.depth })}
                  </Badge>
                  {member.reporteeCount > 0 && (
                    <Badge size="sm" variant="outline" color="gray">
                      {t('employees.team.reportees', { count: member.reporteeCount })}
                    </Badge>
                  )}
                </Group>
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
