import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ESOP_DOCUMENT_KINDS, ESOP_DOCUMENT_SLUGS } from '@tenure/domain/finance';
import { PdfViewer } from '../../components/PdfPreviewModal.tsx';
import { Page } from '../../components/Page.tsx';
import { NotFoundContent } from '../../components/NotFoundPage.tsx';
import { esopDocumentSource } from './financeApi.ts';
import { usePdfPreview } from './usePdfPreview.tsx';

/** /docs/esop-user-manual and /docs/esop-faq (SPEC §2): the ESOP document in the page. */
export function EsopDocumentPage() {
  const { t } = useTranslation();
  const { document: slug } = useParams();
  const pdf = usePdfPreview('esop-document-page');
  const kind = ESOP_DOCUMENT_KINDS.find((k) => ESOP_DOCUMENT_SLUGS[k] === slug);
  if (!kind) return <NotFoundContent />;
  const source = esopDocumentSource({ kind, fileName: t(`finance.esop.documentKinds.${kind}`) });
  return (
    <Page title={t(`finance.esop.documentKinds.${kind}`)} intro={t('finance.esop.documentIntro')}>
      <PdfViewer source={source} height="75vh" testId="esop-document-page" />
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void pdf.download(source)}
        >
          {t('pdf.download')}
        </Button>
      </Group>
    </Page>
  );
}
