import { useEffect, useState } from 'react';
import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState, LoadingState } from './QueryStates.tsx';

export interface PdfSource {
  /** Query key of the file: the same document is fetched once while the preview is open. */
  key: readonly unknown[];
  title: string;
  load(): Promise<Blob>;
}

/**
 * A PDF shown in the page: fetched with the session headers and shown from a blob: URL (the CSP
 * allows frames from blob:), released when the viewer goes. `height` fits a modal or a page.
 */
export function PdfViewer({ source, height, testId }: { source: PdfSource; height: string; testId?: string }) {
  const file = useQuery({
    queryKey: ['pdf', ...source.key],
    queryFn: source.load,
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

  if (file.isError) return <LoadErrorState error={file.error} onRetry={() => void file.refetch()} />;
  if (!url) return <LoadingState />;
  return (
    <Box
      component="iframe"
      src={url}
      title={source.title}
      data-testid={testId ?? 'pdf-preview'}
      style={{ width: '100%', height, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}

interface PdfPreviewModalProps {
  source: PdfSource;
  description?: string | null;
  onClose(): void;
  onDownload(): void;
  testId?: string;
}

/** The PDF preview modal (SPEC §2 Screens): the document, and a download button under it. */
export function PdfPreviewModal({ source, description, onClose, onDownload, testId }: PdfPreviewModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={source.title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="sm">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        <PdfViewer source={source} height={phone ? 'calc(100dvh - 160px)' : '70vh'} testId={testId} />
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
            {t('pdf.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
