import { useState } from 'react';
import { Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ESOP_DOCUMENT_KINDS, type EsopDocumentKind } from '@tenure/domain/finance';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { esopDocumentSource, useEsopDocuments, useUploadEsopDocument } from './financeApi.ts';
import { usePdfPreview } from './usePdfPreview.tsx';

/** ESOP HR uploads the tenant's user manual and FAQ (PDFs), which holders read on /esop and /docs/…. */
export function EsopDocumentsTab() {
  const { t } = useTranslation();
  const documents = useEsopDocuments();
  const pdf = usePdfPreview('esop-document-preview');
  if (documents.isError) return <LoadErrorState error={documents.error} onRetry={() => void documents.refetch()} />;
  if (!documents.data) return <LoadingState />;
  return (
    <Stack gap="md">
      {ESOP_DOCUMENT_KINDS.map((kind) => (
        <DocumentSlot
          key={kind}
          kind={kind}
          current={documents.data.find((d) => d.kind === kind) ?? null}
          onPreview={() => {
            const current = documents.data.find((d) => d.kind === kind);
            if (current) pdf.preview(esopDocumentSource(current));
          }}
        />
      ))}
      {pdf.modal}
      <Text size="sm" c="dimmed">
        {t('finance.documents.note')}
      </Text>
    </Stack>
  );
}

function DocumentSlot({
  kind,
  current,
  onPreview,
}: {
  kind: EsopDocumentKind;
  current: { fileName: string; uploadedAt: string } | null;
  onPreview(): void;
}) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const messageText = useMessageText();
  const upload = useUploadEsopDocument();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = t(`finance.esop.documentKinds.${kind}`);
  const send = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ kind, file });
      showToast('success', t('finance.documents.uploaded', { name: label }));
      setFile(null);
    } catch (failure) {
      setError(failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid={`esop-document-${kind}`}>
      <Title order={2} size="h5" mb="xs">
        {label}
      </Title>
      <Text size="sm" mb="sm">
        {current
          ? t('finance.documents.current', { name: current.fileName, date: formatDate(current.uploadedAt) })
          : t('finance.documents.missing')}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('finance.documents.choose', { name: label })}
          accept=".pdf"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          value={file}
          onChange={setFile}
          error={error}
          clearable
          clearButtonProps={{ 'aria-label': t('upload.clearFile') }}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void send()}
        >
          {t('finance.documents.upload', { name: label })}
        </Button>
        {current && (
          <Button variant="default" leftSection={<IconEye size={16} aria-hidden />} onClick={onPreview}>
            {t('finance.documents.preview', { name: label })}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
