import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reportActionResult } from '@tenure/domain/reports';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { tableQuery } from '../../components/table/tableState.ts';
import { api } from '../../lib/api/index.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import type { ReportViewState } from './reportQuery.ts';

/**
 * Payroll Defaulters' button: after a confirmation, the timesheet reminder to every defaulter the
 * filters match (POST /api/reports/{key}/action; the server sends each person-week once per cut-off).
 */
export function PayrollReminderButton({ reportKey, state }: { reportKey: string; state: ReportViewState }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [asking, setAsking] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      api.request(`/api/reports/${reportKey}/action`, reportActionResult, { method: 'POST', query: tableQuery(state) }),
    onSuccess: () => setAsking(false),
  });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBellRinging size={16} aria-hidden />}
        onClick={() => {
          send.reset();
          setAsking(true);
        }}
      >
        {t('reportViewer.reminders.button')}
      </Button>
      {send.data && (
        <Text role="status" size="sm" data-testid="reminder-result">
          {t('reportViewer.reminders.result', { done: send.data.done, skipped: send.data.skipped })}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('reportViewer.reminders.title')}
        message={t('reportViewer.reminders.message')}
        confirmLabel={t('reportViewer.reminders.confirm')}
        cancelLabel={t('org.common.cancel')}
        loading={send.isPending}
        error={send.error ? messageText(send.error.message) : null}
        onClose={() => setAsking(false)}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
