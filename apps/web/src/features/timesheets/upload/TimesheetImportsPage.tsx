import { useState } from 'react';
import { Anchor, Button, Group, Pagination, Stack, Table } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { useTimesheetImports } from './uploadApi.ts';

const PAGE_SIZE = 20;

/** /timesheet-bulk-upload: the files loaded or refused, latest first, each opening its details. */
export function TimesheetImportsPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const [page, setPage] = useState(1);
  const imports = useTimesheetImports(page, PAGE_SIZE);
  return (
    <Page title={t('timesheetUpload.historyTitle')} intro={t('timesheetUpload.historyIntro')}>
      <Group>
        <Button component={Link} to="/new-timesheet-bulk-upload" leftSection={<IconUpload size={16} aria-hidden />}>
          {t('timesheetUpload.newUpload')}
        </Button>
      </Group>
      {imports.isPending ? (
        <LoadingState />
      ) : imports.isError ? (
        <LoadErrorState error={imports.error} onRetry={() => void imports.refetch()} />
      ) : imports.data.items.length === 0 ? (
        <EmptyState text={t('timesheetUpload.empty')} />
      ) : (
        <Stack gap="md">
          <PlainTable
            label={t('timesheetUpload.historyTitle')}
            minWidth={720}
            headers={[
              t('timesheetUpload.fileName'),
              t('timesheetUpload.uploadedAt'),
              t('timesheetUpload.uploadedBy'),
              t('timesheetUpload.rows'),
              t('timesheetUpload.status'),
              t('timesheetUpload.outcome'),
            ]}
            caption
            striped
            testId="timesheet-imports"
          >
            {imports.data.items.map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/timesheet-file-details/${file.id}`}>
                    {file.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDate(file.createdAt.slice(0, 10))}</Table.Td>
                <Table.Td>{file.uploadedBy ?? '—'}</Table.Td>
                <Table.Td>{file.rows}</Table.Td>
                <Table.Td>
                  <ImportStatusBadge status={file.status} />
                </Table.Td>
                <Table.Td>
                  {file.result
                    ? t('timesheetUpload.done', file.result)
                    : file.errorCount > 0
                      ? t('timesheetUpload.summaryErrors', { rows: file.rows, count: file.errorCount })
                      : (file.failure ?? '—')}
                </Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          {imports.data.total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(imports.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`timesheetApprovals.pager.${control}`) })}
            />
          )}
        </Stack>
      )}
    </Page>
  );
}
