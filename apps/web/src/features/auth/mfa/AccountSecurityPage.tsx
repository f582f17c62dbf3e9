import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MfaEnrolment, MfaStatus } from '@tenure/domain/auth';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useTenantStore } from '../../../lib/session/tenantStore.ts';
import { showToast } from '../../../lib/toast.ts';
import { CodeForm } from './CodeForm.tsx';
import { EnrolmentSecret } from './EnrolmentSecret.tsx';
import {
  useConfirmEnrolment,
  useDisableMfa,
  useMfaStatus,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
} from './mfaApi.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SessionsTable } from '../sessions/SessionsTable.tsx';

/** /account-security: how the signed-in user signs in: their two-factor authentication and where they are signed in (issue 36). */
export function AccountSecurityPage() {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant?.tenantName ?? '');
  const status = useMfaStatus();
  return (
    <Page title={t('nav.accountSecurity')} intro={t('mfaSettings.intro', { tenant })}>
      {status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <LoadErrorState
          error={status.error}
          onRetry={() => void status.refetch()}
          title={t('mfaSettings.loadFailed')}
        />
      ) : (
        <TwoFactorSection status={status.data} />
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="sessions-section">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="sessions-section">
              {t('sessions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sessions.intro')}
            </Text>
          </Stack>
          <SessionsTable owner={{ self: true }} />
        </Stack>
      </Paper>
    </Page>
  );
}

/** What the section shows besides the status: a set-up under way, codes to save, or a proof asked for. */
type Step =
  | { kind: 'status' }
  | { kind: 'enrolling'; enrolment: MfaEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable'; by: 'code' | 'password' };

function TwoFactorSection({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableMfa();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const back = () => setStep({ kind: 'status' });
  const cancel = (
    <Anchor component="button" type="button" size="sm" onClick={back}>
      {t('mfaSettings.cancel')}
    </Anchor>
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="mfa-section">
      <Stack gap="md" maw={640}>
        <Title order={2} size="h4" id="mfa-section">
          {t('mfaSettings.section')}
        </Title>
        {step.kind === 'enrolling' ? (
          <>
            <EnrolmentSecret enrolment={step.enrolment} />
            <CodeForm
              field="code"
              label={t('mfa.firstCode')}
              submitLabel={t('mfaSettings.confirm')}
              onSubmit={async (code) =>
                setStep({ kind: 'codes', codes: (await confirm.mutateAsync(code)).recoveryCodes })
              }
            >
              {cancel}
            </CodeForm>
          </>
        ) : step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} doneLabel={t('mfaSettings.done')} onDone={back} />
        ) : step.kind === 'regenerate' ? (
          <>
            <Text size="sm">{t('mfaSettings.newCodesIntro')}</Text>
            <CodeForm
              field="code"
              label={t('mfa.code')}
              submitLabel={t('mfaSettings.makeCodes')}
              onSubmit={async (code) =>
                setStep({ kind: 'codes', codes: (await regenerate.mutateAsync(code)).recoveryCodes })
              }
            >
              {cancel}
            </CodeForm>
          </>
        ) : step.kind === 'disable' ? (
          <>
            <Text size="sm">{t('mfaSettings.turnOffIntro')}</Text>
            <CodeForm
              key={step.by}
              field={step.by}
              label={step.by === 'code' ? t('mfa.code') : t('mfaSettings.password')}
              submitLabel={t('mfaSettings.turnOff')}
              onSubmit={async (value) => {
                await disable.mutateAsync(step.by === 'code' ? { code: value } : { password: value });
                showToast('success', t('mfaSettings.turnedOff'));
                back();
              }}
            >
              <Group gap="md">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setStep({ kind: 'disable', by: step.by === 'code' ? 'password' : 'code' })}
                >
                  {step.by === 'code' ? t('mfaSettings.usePassword') : t('mfaSettings.useCode')}
                </Anchor>
                {cancel}
              </Group>
            </CodeForm>
          </>
        ) : status.enrolled ? (
          <>
            <Text size="sm">{t('mfaSettings.onText', { date: formatDate(status.enrolledAt!) })}</Text>
            <Text size="sm" data-testid="mfa-codes-left">
              {t('mfaSettings.recoveryLeft', { count: status.recoveryCodesLeft })}
            </Text>
            {status.required && <Text size="sm">{t('mfaSettings.required')}</Text>}
            <Group>
              <Button variant="default" onClick={() => setStep({ kind: 'regenerate' })}>
                {t('mfaSettings.newCodes')}
              </Button>
              {!status.required && (
                <Button variant="default" color="red" onClick={() => setStep({ kind: 'disable', by: 'code' })}>
                  {t('mfaSettings.turnOff')}
                </Button>
              )}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('mfaSettings.offText')}</Text>
            {start.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {messageText(start.error.message)}
              </Alert>
            )}
            <Group>
              <Button
                loading={start.isPending}
                onClick={() =>
                  start.mutate(undefined, { onSuccess: (enrolment) => setStep({ kind: 'enrolling', enrolment }) })
                }
              >
                {t('mfaSettings.turnOn')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
