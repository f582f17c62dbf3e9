import { useState } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DocumentView, EmployeeProfileView } from '@tenure/domain/employees';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadDocument, useDeleteDocument } from '../profileApi.ts';
import { DocumentUpload } from './DocumentUpload.tsx';
import { fileSize, isDocumentCategory } from '../../../components/upload/fileRules.ts';
import { useFormatDate, useIntlLocale } from '../../../lib/dates.ts';

/** The employee's documents: list, download, and upload and delete where the documents section is editable. */
export function DocumentsSection({ profile }: { profile: EmployeeProfileView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const locale = useIntlLocale();
  const messageText = useMessageText();
  const remove = useDeleteDocument(profile.employeeNumber);
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const documents = profile.sections.documents ?? [];
  const canEdit = profile.access.editableSections.includes('documents');

  const download = async (document: DocumentView) => {
    try {
      saveFile(await downloadDocument(profile.employeeNumber, document.id), document.fileName);
    } catch (error) {
      showToast('error', error instanceof Error ? messageText(error.message) : String(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      showToast('success', t('employees.documents.deleted', { name: deleting.fileName }));
      setDeleting(null);
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : String(error));
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="section-documents"
      data-testid="profile-section-documents"
    >
      <Title order={2} size="h4" id="section-documents" mb="md">
        {t('employees.sections.documents')}
      </Title>
      <Stack gap="md">
        {canEdit && <DocumentUpload employeeNumber={profile.employeeNumber} />}
        {documents.length === 0 ? (
          <Text c="dimmed">{t('employees.documents.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('employees.documents.fileName')}</Table.Th>
                  <Table.Th>{t('employees.documents.category')}</Table.Th>
                  <Table.Th>{t('employees.documents.size')}</Table.Th>
                  <Table.Th>{t('employees.documents.uploadedAt')}</Table.Th>
                  <Table.Th>{t('employees.documents.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {document.fileName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray">
                        {isDocumentCategory(document.category)
                          ? t(`employees.documents.categories.${document.category}`)
                          : document.category}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{fileSize(document.sizeBytes, locale)}</Table.Td>
                    <Table.Td>{formatDate(document.uploadedAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('employees.documents.download', { name: document.fileName })}>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => void download(document)}
                            aria-label={t('employees.documents.download', { name: document.fileName })}
                          >
                            <IconDownload size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {canEdit && (
                          <Tooltip label={t('employees.documents.delete', { name: document.fileName })}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => setDeleting(document)}
                              aria-label={t('employees.documents.delete', { name: document.fileName })}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('employees.documents.deleteTitle')}
        message={t('employees.documents.deleteQuestion', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('employees.documents.deleteConfirm')}
        cancelLabel={t('employees.documents.cancel')}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setDeleting(null);
          setRefusal(null);
        }}
        loading={remove.isPending}
        error={refusal}
        danger
      />
    </Card>
  );
}
