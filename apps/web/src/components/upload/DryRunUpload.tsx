import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconDownload, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@tenure/domain/jobs';
import type { UploadRowError } from '@tenure/domain/uploads';
import type { DownloadedFile } from '../../lib/api/client.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { showToast } from '../../lib/toast.ts';
import { JobProgress } from '../jobs/JobProgress.tsx';
import { RowErrorsTable } from './RowErrorsTable.tsx';
import { SpreadsheetInput } from './SpreadsheetInput.tsx';
import { uploadRowErrors } from './uploadErrors.ts';

export interface DryRunOutcome {
  /** The dry run in a sentence ("50 rows: 47 to create, 3 already onboarded"). */
  summary: string;
  errors: UploadRowError[];
}

export interface DryRunUploadProps {
  downloadTemplate(): Promise<DownloadedFile>;
  templateName: string;
  validate(file: File): Promise<DryRunOutcome>;
  /** The file back with its errors marked on the cells. */
  downloadAnnotated(file: File): Promise<DownloadedFile>;
  annotatedName: string;
  /** Starts the load; answers the job's execution number. */
  load(file: File): Promise<number>;
  describe(result: JobView['result']): string;
  onFinished?: () => Promise<unknown> | void;
}

/**
 * A file upload in three steps: download the template, validate (a dry run listing every error
 * by row and column, with the annotated file to download), then load as a job whose progress shows.
 */
export function DryRunUpload(props: DryRunUploadProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'template' | 'validate' | 'annotated' | 'load' | null>(null);
  const [outcome, setOutcome] = useState<DryRunOutcome | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [executionNumber, setExecutionNumber] = useState<number | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setOutcome(null);
    setRefusal(null);
    setExecutionNumber(null);
  };

  const run = async (step: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(step);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof Error)) return;
      const rows = uploadRowErrors(error);
      if (rows.length > 0) setOutcome({ summary: messageText(error.message), errors: rows });
      else if (step === 'template' || step === 'annotated') showToast('error', messageText(error.message));
      else setRefusal(messageText(error.message));
    } finally {
      setBusy(null);
    }
  };

  const validate = (chosen: File) =>
    run('validate', async () => {
      setRefusal(null);
      setExecutionNumber(null);
      setOutcome(await props.validate(chosen));
    });
  const load = (chosen: File) =>
    run('load', async () => {
      setRefusal(null);
      setExecutionNumber(await props.load(chosen));
    });

  const validated = outcome !== null && outcome.errors.length === 0;
  return (
    <Stack gap="md">
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'template'}
          onClick={() => void run('template', async () => saveFile(await props.downloadTemplate(), props.templateName))}
        >
          {t('upload.downloadTemplate')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SpreadsheetInput label={t('upload.file')} accept=".xlsx,.csv" value={file} onChange={choose} />
        <Button
          variant="default"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={!file || busy !== null}
          loading={busy === 'validate'}
          onClick={() => file && void validate(file)}
        >
          {t('upload.validate')}
        </Button>
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={!file || !validated || busy !== null || executionNumber !== null}
          loading={busy === 'load'}
          onClick={() => file && void load(file)}
        >
          {t('upload.load')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="upload-refusal">
          {refusal}
        </Alert>
      )}
      {outcome && (
        <Alert
          color={outcome.errors.length ? 'red' : 'blue'}
          icon={
            outcome.errors.length ? <IconAlertCircle size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />
          }
          role="status"
          data-testid="dry-run-summary"
        >
          {outcome.summary}
        </Alert>
      )}
      {outcome && outcome.errors.length > 0 && file && (
        <>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busy === 'annotated'}
              onClick={() =>
                void run('annotated', async () => saveFile(await props.downloadAnnotated(file), props.annotatedName))
              }
            >
              {t('upload.downloadAnnotated')}
            </Button>
          </Group>
          <RowErrorsTable errors={outcome.errors} />
        </>
      )}
      {executionNumber !== null && (
        <JobProgress
          key={executionNumber}
          executionNumber={executionNumber}
          describe={props.describe}
          onFinished={props.onFinished}
        />
      )}
    </Stack>
  );
}
