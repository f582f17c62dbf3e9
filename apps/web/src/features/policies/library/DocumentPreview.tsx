import { useEffect, useState } from 'react';
import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PolicyDocumentView } from '@tenure/domain/policies';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { downloadPolicyDocument } from '../documentsApi.ts';

interface DocumentPreviewProps {
  document: PolicyDocumentView;
  onClose(): void;
  onDownload(): void;
}

/**
 * The PDF inside the page: fetched with the session headers and shown from a blob: URL (the CSP
 * allows frames from blob:), released when the preview closes.
 */
export function DocumentPreview({ document, onClose, onDownload }: DocumentPreviewProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const file = useQuery({
    queryKey: ['policies', 'documents', 'file', document.id],
    queryFn: async () => (await downloadPolicyDocument(document.id)).blob,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    // The browser shows a PDF inline only when the blob says it is one.
    const objectUrl = URL.createObjectURL(new Blob([file.data], { type: 'application/pdf' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);

  let body;
  if (file.isError) body = <LoadErrorState error={file.error} onRetry={() => void file.refetch()} />;
  else if (!url) body = <LoadingState />;
  else {
    body = (
      <Box
        component="iframe"
        src={url}
        title={document.title}
        data-testid="policy-document-preview"
        style={{ width: '100%', height: phone ? 'calc(100dvh - 160px)' : '70vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      />
    );
  }

  return (
    <Modal opened onClose={onClose} title={document.title} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('org.common.close') }}>
      <Stack gap="sm">
        {document.description && (
          <Text size="sm" c="dimmed">
            {document.description}
          </Text>
        )}
        {body}
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
            {t('policies.library.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
