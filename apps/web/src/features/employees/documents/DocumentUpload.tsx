import { useState } from 'react';
import { Alert, Button, FileButton, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@tenure/domain/employees';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUploadDocument } from '../profileApi.ts';
import {
  DOCUMENT_RULE,
  acceptOf,
  isDocumentCategory,
  megabytes,
  refuseFile,
} from '../../../components/upload/fileRules.ts';

/** Category, file choice and upload; a refusal (browser or server) stays visible next to the button. */
export function DocumentUpload({ employeeNumber }: { employeeNumber: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadDocument(employeeNumber);
  const [category, setCategory] = useState<DocumentCategory>('other');
  const [refusal, setRefusal] = useState<string | null>(null);
  const limit = megabytes(DOCUMENT_RULE.maxBytes);

  const send = async (file: File | null) => {
    if (!file) return;
    const refused = refuseFile(file, DOCUMENT_RULE);
    if (refused) {
      setRefusal(
        refused === 'type'
          ? t('employees.documents.typeNotAllowed')
          : t('employees.documents.tooLarge', { size: limit }),
      );
      return;
    }
    setRefusal(null);
    try {
      await upload.mutateAsync({ file, category });
      showToast('success', t('employees.documents.uploaded', { name: file.name }));
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : String(error));
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('employees.documents.category')}
          data={DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: t(`employees.documents.categories.${c}`) }))}
          value={category}
          onChange={(event) => isDocumentCategory(event.currentTarget.value) && setCategory(event.currentTarget.value)}
          w={200}
        />
        <FileButton onChange={(file) => void send(file)} accept={acceptOf(DOCUMENT_RULE)}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
              data-testid="document-upload"
            >
              {t('employees.documents.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('employees.documents.hint', { types: DOCUMENT_RULE.extensions.join(', '), size: limit })}
      </Text>
      {refusal && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          role="alert"
          data-testid="document-upload-error"
          withCloseButton
          onClose={() => setRefusal(null)}
          closeButtonLabel={t('employees.documents.cancel')}
        >
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
