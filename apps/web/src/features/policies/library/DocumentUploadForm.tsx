import { useState } from 'react';
import { FileInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POLICY_DOCUMENT_MAX_BYTES, POLICY_MESSAGES, policyDocumentFields } from '@tenure/domain/policies';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { megabytes } from '../../../components/upload/fileRules.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useUploadPolicyDocument } from '../documentsApi.ts';
import { policyFileRefusal } from './policyFile.ts';

interface UploadValues {
  title: string;
  description: string;
  file: File | null;
}

/** Title, description and the PDF; the file is checked here (PDF, size) before it is sent. */
export function DocumentUploadForm({ legalEntityCode, onClose }: { legalEntityCode: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadPolicyDocument();
  const [saving, setSaving] = useState(false);
  const limit = megabytes(POLICY_DOCUMENT_MAX_BYTES);
  const form = useForm<UploadValues>({
    initialValues: { title: '', description: '', file: null },
    validate: (values) => {
      const errors = zodFormErrors(policyDocumentFields, { title: values.title, description: values.description });
      const refusal = policyFileRefusal(values.file);
      if (refusal === 'required') errors.file = POLICY_MESSAGES.documentRequired;
      if (refusal === 'notPdf') errors.file = POLICY_MESSAGES.documentNotPdf;
      if (refusal === 'size') errors.file = t('policies.library.tooLarge', { size: limit });
      return errors;
    },
  });

  const submit = form.onSubmit(async ({ title, description, file }) => {
    if (!file) return;
    setSaving(true);
    try {
      await upload.mutateAsync({ file, title: title.trim(), description: description.trim(), legalEntityCode });
      showToast('success', t('messages.added'));
      onClose();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  const errorOf = (path: keyof UploadValues) => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  return (
    <FormModal title={t('policies.library.uploadTitle')} onClose={onClose} onSubmit={submit} saving={saving}>
      {legalEntityCode && (
        <Text size="sm" c="dimmed">
          {t('policies.library.uploadTo', { entity: legalEntityCode })}
        </Text>
      )}
      <TextInput
        label={t('policies.library.title')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('title')}
        error={errorOf('title')}
      />
      <Textarea
        label={t('policies.library.description')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      <FileInput
        label={t('policies.library.file')}
        description={t('policies.library.fileHint', { size: limit })}
        withAsterisk
        accept="application/pdf,.pdf"
        clearable
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        {...form.getInputProps('file')}
        onChange={(file) => {
          form.setFieldValue('file', file);
          // Checked as soon as it is chosen, so a wrong file is never sent.
          form.validateField('file');
        }}
        error={errorOf('file')}
        data-testid="policy-document-file"
      />
    </FormModal>
  );
}
