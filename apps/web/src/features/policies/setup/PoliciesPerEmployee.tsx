import { useState } from 'react';
import { Box, Group, LoadingOverlay, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_SEARCH_DEBOUNCE_MS } from '@tenure/domain/employees';
import { DEFAULT_PAGE_SIZE } from '@tenure/domain/paging';
import { POLICY_TYPES } from '@tenure/domain/policies';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PageSizeFooter } from '../../../components/table/PageSizeFooter.tsx';
import { TableScroll } from '../../../components/table/TableScroll.tsx';
import { usePoliciesPerEmployee, type PoliciesPerEmployeeRow } from '../api.ts';

/** Each employee's effective plan of every type and where it comes from (assignment or default), paged and filtered. */
export function PoliciesPerEmployee() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [filterValue] = useDebouncedValue(filter.trim(), EMPLOYEE_SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, filterValue: '' });
  // A new filter starts again from page 1.
  const pageNo = paging.filterValue === filterValue ? paging.pageNo : 1;
  const rows = usePoliciesPerEmployee({ pageNo, pageSize: paging.pageSize, filterValue });
  const total = rows.data?.total ?? 0;

  let body;
  if (rows.isPending) body = <LoadingState />;
  else if (rows.isError) body = <LoadErrorState error={rows.error} onRetry={() => void rows.refetch()} />;
  else if (rows.data.items.length === 0) body = <EmptyState text={t('policies.perEmployee.empty')} />;
  else {
    body = (
      <Box pos="relative">
        <LoadingOverlay
          visible={rows.isFetching}
          zIndex={2}
          overlayProps={{ blur: 1 }}
          loaderProps={{ role: 'status', 'aria-label': t('app.loading') }}
        />
        <PerEmployeeTable rows={rows.data.items} />
      </Box>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {t('policies.perEmployee.hint')}
        </Text>
        <TextInput
          label={t('policies.perEmployee.filter')}
          placeholder={t('policies.perEmployee.filterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          data-testid="policies-per-employee-filter"
        />
      </Group>
      {body}
      <PageSizeFooter
        page={pageNo}
        pageSize={paging.pageSize}
        total={total}
        onPageSize={(pageSize) => setPaging({ pageNo: 1, pageSize, filterValue })}
        onPage={(next) => setPaging({ ...paging, pageNo: next, filterValue })}
      />
    </Stack>
  );
}

function PerEmployeeTable({ rows }: { rows: readonly PoliciesPerEmployeeRow[] }) {
  const { t } = useTranslation();
  return (
    // Nothing in the table takes focus, so the scrolling region itself does: keyboard users can scroll it sideways.
    <TableScroll minWidth={1400} label={t('policies.perEmployee.caption')}>
      <Table striped verticalSpacing="sm" data-testid="policies-per-employee">
        <Table.Caption>{t('policies.perEmployee.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('policies.perEmployee.employee')}</Table.Th>
            {POLICY_TYPES.map((type) => (
              <Table.Th scope="col" key={type.key}>
                {type.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.employeeNumber}>
              <Table.Th scope="row" fw={400}>
                <Text size="sm" fw={600}>
                  {row.displayName}
                </Text>
                <Text size="xs" c="dimmed">
                  {[row.employeeNumber, row.departmentName].filter(Boolean).join(' · ')}
                </Text>
              </Table.Th>
              {POLICY_TYPES.map((type) => {
                const policy = row.policies.find((p) => p.typeKey === type.key);
                return (
                  <Table.Td key={type.key}>
                    {policy?.planName ? (
                      <>
                        <Text size="sm">{policy.planName}</Text>
                        <Text size="xs" c="dimmed">
                          {t(`policies.sources.${policy.source}`)}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('policies.perEmployee.noPlan')}
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
