import { ActionIcon, CopyButton, Code, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MfaEnrolment } from '@tenure/domain/auth';
import { useTenantStore } from '../../../lib/session/tenantStore.ts';

/** A new authenticator secret: the QR code to scan (an image the server drew) and the key to type. */
export function EnrolmentSecret({ enrolment }: { enrolment: MfaEnrolment }) {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant?.tenantName ?? '');
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('mfa.scan')}</Text>
      <Image
        src={enrolment.qrCode}
        alt={t('mfa.qrAlt', { tenant })}
        w={180}
        h={180}
        fit="contain"
        bg="white"
        data-testid="mfa-qr"
      />
      <Text size="sm" fw={500}>
        {t('mfa.manualSecret')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="sm" data-testid="mfa-secret" style={{ letterSpacing: '0.05em', wordBreak: 'break-all' }}>
          {grouped}
        </Code>
        <CopyButton value={enrolment.secret}>
          {({ copied, copy }) => {
            const label = copied ? t('mfa.copied') : t('mfa.copySecret');
            return (
              <Tooltip label={label} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} aria-label={label} onClick={copy}>
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            );
          }}
        </CopyButton>
      </Group>
    </Stack>
  );
}
