import { useState } from 'react';
import { Badge, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PageSizeFooter } from '../../../components/table/PageSizeFooter.tsx';
import { useMyTeam } from '../api.ts';
import { PersonCard } from '../PersonCard.tsx';

/** Cards per page at first: most direct teams fit on one page; a whole subtree is paged. */
const FIRST_PAGE_SIZE = 25;

/** /reporting-team: the manager's direct reportees, or the whole subtree with the toggle, a page at a time. */
export function ReportingTeamPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ indirect: false, page: 1, size: FIRST_PAGE_SIZE });
  const team = useMyTeam(query);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('employees.team.title')}
          </Title>
          <Text c="dimmed">{t('employees.team.intro')}</Text>
        </div>
        <Switch
          label={t('employees.team.indirect')}
          checked={query.indirect}
          onChange={(event) => setQuery({ ...query, indirect: event.currentTarget.checked, page: 1 })}
        />
      </Group>
      {team.isPending ? (
        <LoadingState />
      ) : team.error ? (
        <LoadErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : team.data.items.length === 0 ? (
        <EmptyState text={t('employees.team.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={team.isFetching}>
          {team.data.items.map((member) => (
            <PersonCard
              key={member.employeeNumber}
              person={member}
              extra={
                <Group gap={6} mt={4}>
                  <Badge size="sm" variant="light" color={member.depth === 1 ? 'blue' : 'gray'}>
                    {member.depth === 1
                      ? t('employees.team.direct')
                      : t('employees.team.level', { depth: member.depth })}
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
      {(team.data?.total ?? 0) > 0 && (
        <PageSizeFooter
          page={query.page}
          pageSize={query.size}
          total={team.data?.total ?? 0}
          onPageSize={(size) => setQuery({ ...query, size, page: 1 })}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </Stack>
  );
}
