import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { RowErrorsTable } from '../../../components/upload/RowErrorsTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { FactGrid } from '../projects/FactGrid.tsx';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { useTimesheetImport } from './uploadApi.ts';

/** /timesheet-file-details/{id}: one uploaded file, what it loaded or every problem that kept it out. */
export function TimesheetFileDetailsPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const { id = '' } = useParams();
  const file = useTimesheetImport(id);
  if (file.isPending) return <LoadingState />;
  if (file.isError) return <LoadErrorState error={file.error} onRetry={() => void file.refetch()} />;
  const f = file.data;
  return (
    <Page title={t('timesheetUpload.detailsTitle', { fileName: f.fileName })} intro={t('timesheetUpload.detailsIntro')}>
      <Anchor component={Link} to="/timesheet-bulk-upload" size="sm">
        {t('timesheetUpload.backToHistory')}
      </Anchor>
      <FactGrid
        facts={[
          [t('timesheetUpload.status'), <ImportStatusBadge key="status" status={f.status} />],
          [t('timesheetUpload.rows'), String(f.rows)],
          [t('timesheetUpload.uploadedBy'), f.uploadedBy ?? '—'],
          [t('timesheetUpload.uploadedAt'), formatDate(f.createdAt.slice(0, 10))],
          [t('timesheetUpload.job'), f.executionNumber === null ? '—' : String(f.executionNumber)],
          [t('timesheetUpload.outcome'), f.result ? t('timesheetUpload.done', f.result) : '—'],
        ]}
      />
      <Stack gap="sm">
        {f.failure && (
          <Alert color="red" role="alert">
            {t('timesheetUpload.failure', { message: f.failure })}
          </Alert>
        )}
        {f.errors.length > 0 ? (
          <RowErrorsTable errors={f.errors} />
        ) : (
          <Text size="sm">{t('timesheetUpload.noErrors')}</Text>
        )}
      </Stack>
    </Page>
  );
}
