import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES, accrualRunInput, carryForwardInput, type JobView } from '@tenure/domain/leave';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import { refreshLeave } from '../requestsApi.ts';
import { useStartLeaveJob, type LeaveJob } from '../setupApi.ts';
import { resultCount } from './jobResults.ts';
import { JobProgress } from '../../../components/jobs/JobProgress.tsx';
import { DateField } from '../../../components/DateField.tsx';

/** HR runs the accrual for a period and the year-end carry-forward; both are jobs followed to the end. */
export function AccrualsPanel() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <JobRunner
        job="accruals"
        title={t('leave.jobs.accrualTitle')}
        intro={t('leave.jobs.accrualIntro')}
        field="asOf"
        label={t('leave.jobs.asOf')}
        initial={localIsoDate()}
        validate={(value) => zodFormErrors(accrualRunInput, { asOf: value }).asOf}
        runLabel={t('leave.jobs.runAccrual')}
        describe={(result) => LEAVE_MESSAGES.accrualDone(resultCount(result, 'credited') ?? 0)}
      />
      <Divider />
      <JobRunner
        job="carry-forward"
        title={t('leave.jobs.carryTitle')}
        intro={t('leave.jobs.carryIntro')}
        field="yearStart"
        label={t('leave.jobs.yearStart')}
        initial={`${Number(localIsoDate().slice(0, 4)) - 1}-01-01`}
        validate={(value) => zodFormErrors(carryForwardInput, { yearStart: value }).yearStart}
        runLabel={t('leave.jobs.runCarryForward')}
        describe={(result) => t('leave.jobs.carryDone', { count: resultCount(result, 'carried') ?? 0 })}
      />
    </Stack>
  );
}

interface JobRunnerProps {
  job: LeaveJob;
  title: string;
  intro: string;
  field: string;
  label: string;
  initial: string;
  validate(value: string): string | undefined;
  runLabel: string;
  describe(result: JobView['result']): string;
}

function JobRunner({ job, title, intro, field, label, initial, validate, runLabel, describe }: JobRunnerProps) {
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const start = useStartLeaveJob(job);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [executionNumber, setExecutionNumber] = useState<number | null>(null);

  const run = async () => {
    const invalid = validate(value);
    setError(invalid ? messageText(invalid) : undefined);
    if (invalid) return;
    try {
      setExecutionNumber((await start.mutateAsync({ [field]: value })).executionNumber);
    } catch (failure) {
      if (failure instanceof Error) showToast('error', messageText(failure.message));
    }
  };

  return (
    <Stack gap="sm" data-testid={`job-${job}`}>
      <div>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <DateField label={label} value={value} onChange={setValue} error={error} w={{ base: '100%', sm: 220 }} />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={start.isPending}
          >
            {runLabel}
          </Button>
        </Group>
      </form>
      {executionNumber !== null && (
        <JobProgress
          key={executionNumber}
          executionNumber={executionNumber}
          describe={describe}
          onFinished={() => refreshLeave(queryClient)}
        />
      )}
    </Stack>
  );
}
