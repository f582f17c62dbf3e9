import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIMESHEET_UPLOAD_COLUMNS, timesheetUploadResult } from '@tenure/domain/timesheets';
import { Page } from '../../../components/Page.tsx';
import { DryRunUpload } from '../../../components/upload/DryRunUpload.tsx';
import { timesheetUploadApi } from './uploadApi.ts';

/** /new-timesheet-bulk-upload and /timesheet-file-upload: template, dry run with row errors, load as a job. */
export function TimesheetUploadPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Page title={t('timesheetUpload.uploadTitle')} intro={t('timesheetUpload.uploadIntro')}>
      <Anchor component={Link} to="/timesheet-bulk-upload" size="sm">
        {t('timesheetUpload.backToHistory')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('timesheetUpload.columns', { columns: TIMESHEET_UPLOAD_COLUMNS.join(', ') })}
      </Text>
      <DryRunUpload
        downloadTemplate={timesheetUploadApi.template}
        templateName="timesheet-upload-template.xlsx"
        validate={async (file) => {
          const view = await timesheetUploadApi.validate(file);
          const counts = { ...view, count: view.errors.length };
          return {
            summary: view.errors.length
              ? t('timesheetUpload.summaryErrors', counts)
              : t('timesheetUpload.summary', counts),
            errors: view.errors,
          };
        }}
        downloadAnnotated={timesheetUploadApi.annotated}
        annotatedName="timesheet-upload-errors.xlsx"
        load={timesheetUploadApi.load}
        describe={(result) => {
          const parsed = timesheetUploadResult.safeParse(result);
          return parsed.success ? t('timesheetUpload.done', parsed.data) : '';
        }}
        onFinished={() => queryClient.invalidateQueries({ queryKey: ['timesheet-imports'] })}
      />
    </Page>
  );
}
