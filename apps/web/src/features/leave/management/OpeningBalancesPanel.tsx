import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES, OPENING_BALANCE_COLUMNS } from '@tenure/domain/leave';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadOpeningBalanceTemplate, useUploadOpeningBalances } from '../setupApi.ts';
import type { UploadRowError } from '@tenure/domain/uploads';
import { RowErrorsTable } from '../../../components/upload/RowErrorsTable.tsx';
import { SpreadsheetInput } from '../../../components/upload/SpreadsheetInput.tsx';
import { uploadRowErrors } from '../../../components/upload/uploadErrors.ts';

/** Opening balances from the XLSX template: all rows apply, or none and every bad row is listed. */
export function OpeningBalancesPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadOpeningBalances();
  const [file, setFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [rowErrors, setRowErrors] = useState<UploadRowError[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadOpeningBalanceTemplate(), 'opening-balances-template.xlsx');
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    } finally {
      setDownloading(false);
    }
  };

  const send = async () => {
    if (!file) return;
    setRowErrors([]);
    setRefusal(null);
    try {
      const result = await upload.mutateAsync(file);
      showToast('success', LEAVE_MESSAGES.uploadApplied(result.applied));
      setFile(null);
    } catch (error) {
      if (!(error instanceof Error)) return;
      setRefusal(messageText(error.message));
      setRowErrors(uploadRowErrors(error));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h4">
          {t('leave.opening.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('leave.opening.intro', { columns: OPENING_BALANCE_COLUMNS.join(', ') })}
        </Text>
      </div>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('leave.opening.download')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SpreadsheetInput label={t('leave.opening.file')} accept=".xlsx" value={file} onChange={setFile} />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void send()}
        >
          {t('leave.opening.upload')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="upload-refusal">
          {refusal}
        </Alert>
      )}
      {rowErrors.length > 0 && <RowErrorsTable errors={rowErrors} />}
    </Stack>
  );
}
