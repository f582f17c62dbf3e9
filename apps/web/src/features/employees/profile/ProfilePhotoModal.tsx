import { useEffect, useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { PROFILE_IMAGE_RULE, acceptOf, megabytes, refuseFile } from '../../../components/upload/fileRules.ts';
import { useUploadProfileImage } from '../profileApi.ts';

/** Choose a picture, see it, upload it; type and size are checked before it is sent. */
export function ProfilePhotoModal({ employeeNumber, onClose }: { employeeNumber: string; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadProfileImage(employeeNumber);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const limit = megabytes(PROFILE_IMAGE_RULE.maxBytes);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const refused = refuseFile(chosen, PROFILE_IMAGE_RULE);
    setRefusal(
      refused === 'type'
        ? t('employees.profile.photoTypeNotAllowed')
        : refused === 'size'
          ? t('employees.documents.tooLarge', { size: limit })
          : null,
    );
    setFile(refused ? null : chosen);
    if (refused) setPreview(null);
  };

  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      showToast('success', t('employees.profile.photoSaved'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof Error ? messageText(error.message) : String(error));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('employees.profile.photoTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('employees.profile.close') }}
    >
      <Stack gap="md" align="center">
        <Avatar src={preview} size={140} radius={140} alt={t('employees.profile.photoPreview')}>
          <IconPhoto size={48} aria-hidden />
        </Avatar>
        <Text size="sm" c="dimmed">
          {t('employees.profile.photoHint', { size: limit })}
        </Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" w="100%">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" w="100%" gap="sm">
          <FileButton onChange={choose} accept={acceptOf(PROFILE_IMAGE_RULE)}>
            {(props) => (
              <Button variant="default" {...props}>
                {t('employees.profile.choosePhoto')}
              </Button>
            )}
          </FileButton>
          <Button onClick={() => void save()} disabled={!file} loading={upload.isPending}>
            {t('employees.profile.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
