import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfPreviewModal, type PdfSource } from '../../components/PdfPreviewModal.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { showToast } from '../../lib/toast.ts';

/** Preview in the PDF modal and download, for payslips and ESOP documents alike. */
export function usePdfPreview(testId: string) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [source, setSource] = useState<PdfSource | null>(null);
  const download = async (file: PdfSource) => {
    try {
      saveFile({ blob: await file.load(), fileName: file.title }, file.title);
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  const modal = source && (
    <PdfPreviewModal
      source={source}
      testId={testId}
      onClose={() => setSource(null)}
      onDownload={() => void download(source)}
    />
  );
  return { preview: setSource, download, modal };
}
