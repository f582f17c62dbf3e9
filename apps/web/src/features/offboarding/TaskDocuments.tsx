import { useState } from 'react';
import { Anchor, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature, hasAccess } from '@tenure/domain/access';
import type { OffboardingTaskView } from '@tenure/domain/offboarding';
import { TASK_DOCUMENT_RULE, acceptOf, megabytes, refuseFile } from '../../components/upload/fileRules.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { showToast } from '../../lib/toast.ts';
import { downloadTaskDocument, useUploadTaskDocument } from './dashboard/dashboardApi.ts';
import { useAccess, useRefusalText } from './shared.tsx';

/** A task's files (downloadable by whoever sees the task) and, for its owner and HR, an upload. */
export function TaskDocuments({ task }: { task: OffboardingTaskView }) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const me = useSessionStore((s) => s.user?.employeeNumber ?? null);
  const isHr = hasAccess(useAccess().permissions, feature('OFFBOARDING', 'SubmitResignationOnBehalf'));
  const upload = useUploadTaskDocument(task.id);
  const [error, setError] = useState<string | null>(null);
  const mayUpload = task.status !== 'cancelled' && (isHr || (me !== null && task.owner?.employeeNumber === me));

  const send = (file: File | null) => {
    if (!file) return;
    const refused = refuseFile(file, TASK_DOCUMENT_RULE);
    if (refused) {
      setError(
        refused === 'type'
          ? t('exitDashboard.documents.typeNotAllowed')
          : t('exitDashboard.documents.tooLarge', { size: megabytes(TASK_DOCUMENT_RULE.maxBytes) }),
      );
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => showToast('success', t('exitDashboard.documents.uploaded', { name: file.name })),
      onError: (e) => setError(refusal(e)),
    });
  };
  const download = async (id: string, fileName: string) => {
    try {
      saveFile(await downloadTaskDocument(task.id, id), fileName);
    } catch (e) {
      showToast('error', refusal(e));
    }
  };

  return (
    <Stack gap={4}>
      {task.documents.map((d) => (
        <Anchor key={d.id} component="button" type="button" size="sm" onClick={() => void download(d.id, d.fileName)}>
          {d.fileName}
        </Anchor>
      ))}
      {mayUpload && (
        <FileButton onChange={send} accept={acceptOf(TASK_DOCUMENT_RULE)}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="subtle"
              leftSection={<IconPaperclip size={14} aria-hidden />}
              loading={upload.isPending}
              aria-label={`${t('exitDashboard.documents.attach')}: ${task.title}`}
            >
              {t('exitDashboard.documents.attach')}
            </Button>
          )}
        </FileButton>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
