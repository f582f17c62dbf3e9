import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/saveFile.ts';
import { useTenantStore } from '../../../lib/session/tenantStore.ts';

/** Recovery codes as they are shown once: listed, with copy and download, and the button that moves on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant?.tenantName ?? '');
  const text = codes.join('\n');
  const download = () =>
    saveFile(
      {
        blob: new Blob([`${t('mfa.recoveryFileTitle', { tenant })}\n\n${text}\n`], { type: 'text/plain' }),
        fileName: null,
      },
      'recovery-codes.txt',
    );
  return (
    <Stack gap="sm" data-testid="mfa-recovery-codes">
      <Alert color="yellow" icon={<IconKey size={18} aria-hidden />}>
        <Text size="sm" fw={700}>
          {t('mfa.recoveryTitle')}
        </Text>
        <Text size="sm">{t('mfa.recoveryHint')}</Text>
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('mfa.copied') : t('mfa.copyCodes')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('mfa.downloadCodes')}
        </Button>
      </Group>
      <Group>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
    </Stack>
  );
}
