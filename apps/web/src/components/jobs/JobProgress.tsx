import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@tenure/domain/jobs';
import { LoadErrorState } from '../QueryStates.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useJob } from './useJob.ts';

interface JobProgressProps {
  executionNumber: number;
  /** What a finished job did, in a sentence ("3 credits added"). */
  describe(result: JobView['result']): string;
  /** Called once the job has finished (to read again what it changed). */
  onFinished?: () => Promise<unknown> | void;
}

/** A running job's progress bar, then its outcome; the page keeps asking until it has finished. */
export function JobProgress({ executionNumber, describe, onFinished }: JobProgressProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const job = useJob(executionNumber, onFinished);
  if (job.isError) return <LoadErrorState error={job.error} onRetry={() => void job.refetch()} />;
  const status = job.data?.status ?? 'queued';
  if (status === 'succeeded') {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="job-result">
        {describe(job.data?.result ?? null)}
      </Alert>
    );
  }
  // A cancelled job says so in its error.
  if (status === 'failed' || status === 'cancelled') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="job-result">
        {messageText(job.data?.error ?? t('messages.somethingWentWrong'))}
      </Alert>
    );
  }
  const progress = job.data?.progress ?? 0;
  return (
    <Stack gap={4} role="status" data-testid="job-running">
      <Text size="sm">{t('upload.jobRunning', { executionNumber, progress })}</Text>
      <Progress value={progress} animated aria-label={t('upload.jobProgressLabel', { executionNumber })} />
    </Stack>
  );
}
