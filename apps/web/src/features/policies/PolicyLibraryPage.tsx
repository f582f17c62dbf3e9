import { useState } from 'react';
import { Group, NativeSelect, Paper } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { section } from '@tenure/domain/access';
import type { PolicyDocumentView } from '@tenure/domain/policies';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { Page } from '../../components/Page.tsx';
import { AddButton } from '../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../components/crud/CrudPanel.tsx';
import { CrudTable, NameCell } from '../../components/crud/CrudTable.tsx';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { showToast } from '../../lib/toast.ts';
import { useLegalEntityOptions } from '../../lib/masters/legalEntitiesApi.ts';
import { fileSize } from '../../components/upload/fileRules.ts';
import { downloadPolicyDocument, useDeletePolicyDocument, usePolicyDocuments } from './documentsApi.ts';
import { IconAction } from './IconAction.tsx';
import { PdfPreviewModal } from '../../components/PdfPreviewModal.tsx';
import { DocumentUploadForm } from './library/DocumentUploadForm.tsx';
import { useFormatDate, useIntlLocale } from '../../lib/dates.ts';

/**
 * /policy-document: the Policy Library of the selected legal entity. Everyone reads (in the page or
 * downloaded); whoever sets up policies also uploads and deletes.
 */
export function PolicyLibraryPage() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const locale = useIntlLocale();
  const messageText = useMessageText();
  const canManage = useHasAccess(section('ADMINISTRATION', 'SetupPolicies'));
  const headerEntity = useSessionStore((s) => s.entity);
  const legalEntities = useLegalEntityOptions();
  // HR may look after another entity's library; null is the selected entity's.
  const [libraryEntity, setLibraryEntity] = useState<string | null>(null);
  const documents = usePolicyDocuments(canManage ? libraryEntity : null);
  const shownEntity = (canManage && libraryEntity) || headerEntity?.legalEntityCode || '';
  const remove = useDeletePolicyDocument();
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<PolicyDocumentView | null>(null);

  const download = async (document: PolicyDocumentView) => {
    try {
      saveFile(await downloadPolicyDocument(document.id), document.fileName);
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Page title={t('nav.policyLibrary')} intro={t('policies.library.intro')}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <CrudPanel
          query={documents}
          emptyText={t('policies.library.empty')}
          remove={(id) => remove.mutateAsync(id)}
          deleteTexts={{
            title: t('policies.library.deleteTitle'),
            question: (name) => t('policies.library.deleteQuestion', { name }),
            deleted: t('messages.deleted'),
          }}
          toolbar={
            canManage && (
              <Group justify="space-between" align="flex-end" mb="md" gap="sm">
                <NativeSelect
                  label={t('policies.library.entity')}
                  data={(legalEntities.data ?? []).map((e) => ({
                    value: e.legalEntityCode,
                    label: `${e.legalEntityName} (${e.legalEntityCode})`,
                  }))}
                  value={shownEntity}
                  onChange={(event) => setLibraryEntity(event.currentTarget.value)}
                  disabled={!legalEntities.data}
                  w={{ base: '100%', sm: 360 }}
                />
                <AddButton onClick={() => setUploading(true)}>{t('policies.library.upload')}</AddButton>
              </Group>
            )
          }
          form={
            <>
              {uploading && (
                <DocumentUploadForm legalEntityCode={shownEntity || null} onClose={() => setUploading(false)} />
              )}
              {previewing && (
                <PdfPreviewModal
                  source={{
                    key: ['policy-document', previewing.id],
                    title: previewing.title,
                    load: async () => (await downloadPolicyDocument(previewing.id)).blob,
                  }}
                  description={previewing.description}
                  testId="policy-document-preview"
                  onClose={() => setPreviewing(null)}
                  onDownload={() => void download(previewing)}
                />
              )}
            </>
          }
        >
          {(all, confirmDelete) => (
            <CrudTable
              testId="policy-documents"
              minWidth={720}
              rows={all}
              rowKey={(document) => document.id}
              columns={[
                {
                  header: t('policies.library.title'),
                  cell: (document) => <NameCell name={document.title} detail={document.description} />,
                },
                { header: t('policies.library.size'), cell: (document) => fileSize(document.sizeBytes, locale) },
                {
                  header: t('policies.library.uploaded'),
                  cell: (document) => {
                    const date = formatDate(document.uploadedAt);
                    return document.uploadedBy
                      ? t('policies.library.uploadedByOn', { date, name: document.uploadedBy })
                      : date;
                  },
                },
              ]}
              actions={(document) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <IconAction
                    label={t('policies.library.previewNamed', { name: document.title })}
                    onClick={() => setPreviewing(document)}
                  >
                    <IconEye size={18} aria-hidden />
                  </IconAction>
                  <IconAction
                    label={t('policies.library.downloadNamed', { name: document.title })}
                    onClick={() => void download(document)}
                  >
                    <IconDownload size={18} aria-hidden />
                  </IconAction>
                  {canManage && (
                    <IconAction
                      label={t('policies.library.deleteNamed', { name: document.title })}
                      color="red"
                      onClick={() => confirmDelete({ id: document.id, name: document.title })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </IconAction>
                  )}
                </Group>
              )}
            />
          )}
        </CrudPanel>
      </Paper>
    </Page>
  );
}
