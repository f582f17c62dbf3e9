import { useEffect, useState } from 'react';
import { Alert, Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUploadCompanyLogo } from '../companyApi.ts';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, logoProblem } from './logoFile.ts';

/** The company logo: choose a PNG or JPEG, see it before uploading; the header and login page show it after. */
export function LogoUpload({ currentLogoUrl }: { currentLogoUrl: string | null }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadCompanyLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const check = logoProblem(chosen);
    setProblem(
      check === 'type'
        ? t('org.company.logoType')
        : check === 'size'
          ? t('org.company.logoSize', { mb: LOGO_MAX_BYTES / 1024 / 1024 })
          : null,
    );
    setFile(check ? null : chosen);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        showToast('success', t('org.company.logoUploaded'));
        setFile(null);
      },
      onError: (error) =>
        setProblem(
          messageText(
            error instanceof ApiRequestError ? (Object.values(error.fieldErrors)[0] ?? error.message) : error.message,
          ),
        ),
    });
  };

  const shown = previewUrl ?? currentLogoUrl;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('org.company.logo')}
        </Title>
        <Group gap="lg" align="center" wrap="wrap">
          <Paper
            withBorder
            radius="md"
            w={112}
            h={112}
            p="xs"
            bg="gray.0"
            style={{ display: 'grid', placeItems: 'center' }}
          >
            {shown ? (
              <Image
                src={shown}
                alt={previewUrl ? t('org.company.logoPreview') : t('org.company.currentLogo')}
                fit="contain"
                mah={92}
                maw={92}
                data-testid="logo-preview"
              />
            ) : (
              <IconPhoto size={40} color="var(--mantine-color-gray-6)" aria-label={t('org.company.noLogo')} />
            )}
          </Paper>
          <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
            <Text size="sm" c="dimmed">
              {t('org.company.logoHint', { mb: LOGO_MAX_BYTES / 1024 / 1024 })}
            </Text>
            {file && (
              <Text size="sm" fw={500} data-testid="logo-file-name">
                {file.name}
              </Text>
            )}
            <Group gap="sm">
              <FileButton onChange={choose} accept={LOGO_ACCEPT}>
                {(props) => (
                  <Button variant="default" leftSection={<IconPhoto size={16} aria-hidden />} {...props}>
                    {t('org.company.chooseLogo')}
                  </Button>
                )}
              </FileButton>
              <Button
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={send}
                disabled={!file}
                loading={upload.isPending}
              >
                {t('org.company.uploadLogo')}
              </Button>
            </Group>
          </Stack>
        </Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="logo-error">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
