import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaChallenge, SessionInfo } from '@tenure/domain/auth';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { useSignIn } from '../api.ts';
import { useTenantStore } from '../../../lib/session/tenantStore.ts';
import { CodeForm } from './CodeForm.tsx';
import { EnrolmentSecret } from './EnrolmentSecret.tsx';
import { useCompleteMfaLogin, useEnrolAtLogin } from './mfaApi.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/**
 * The login's second step, after a right password: a code from the authenticator app (or a
 * recovery code), or, when the tenant's policy requires MFA of someone without it, its set-up.
 * Signing in changes the session, and the login page then moves on to the page asked for.
 */
export function MfaLoginStep({ challenge, onRestart }: { challenge: MfaChallenge; onRestart: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('mfa.title')}
      </Title>
      {challenge.mfa === 'verify' ? (
        <VerifyStep challenge={challenge.challenge} />
      ) : (
        <EnrolStep challenge={challenge.challenge} />
      )}
      <Anchor component="button" type="button" size="sm" onClick={onRestart} style={{ alignSelf: 'flex-start' }}>
        {t('mfa.backToLogin')}
      </Anchor>
    </Stack>
  );
}

function VerifyStep({ challenge }: { challenge: string }) {
  const { t } = useTranslation();
  const tenant = useTenantStore((s) => s.tenant?.tenantName ?? '');
  const signIn = useSignIn();
  const complete = useCompleteMfaLogin();
  const [recovery, setRecovery] = useState(false);
  return (
    <>
      <Text c="dimmed" size="sm">
        {recovery ? t('mfa.recoveryIntro') : t('mfa.verifyIntro', { tenant })}
      </Text>
      <CodeForm
        // A new field for the other way, so that its value and refusal start afresh.
        key={recovery ? 'recovery' : 'code'}
        field={recovery ? 'recoveryCode' : 'code'}
        label={recovery ? t('mfa.recoveryCode') : t('mfa.code')}
        submitLabel={t('mfa.verify')}
        onSubmit={async (value) =>
          signIn(await complete.mutateAsync(recovery ? { challenge, recoveryCode: value } : { challenge, code: value }))
        }
      >
        <Anchor component="button" type="button" size="sm" onClick={() => setRecovery(!recovery)}>
          {recovery ? t('mfa.useAppCode') : t('mfa.useRecoveryCode')}
        </Anchor>
      </CodeForm>
    </>
  );
}

function EnrolStep({ challenge }: { challenge: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const signIn = useSignIn();
  const start = useEnrolAtLogin();
  const complete = useCompleteMfaLogin();
  const [done, setDone] = useState<{ session: SessionInfo; codes: string[] } | null>(null);

  if (done)
    return <RecoveryCodes codes={done.codes} doneLabel={t('mfa.savedContinue')} onDone={() => signIn(done.session)} />;
  if (!start.data)
    return (
      <>
        <Text size="sm">{t('mfa.enrolIntro')}</Text>
        {start.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="mfa-error">
            {messageText(start.error.message)}
          </Alert>
        )}
        <Button onClick={() => start.mutate(challenge)} loading={start.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('mfa.startSetup')}
        </Button>
      </>
    );
  return (
    <>
      <EnrolmentSecret enrolment={start.data} />
      <CodeForm
        field="code"
        label={t('mfa.firstCode')}
        submitLabel={t('mfa.turnOnAndSignIn')}
        onSubmit={async (code) => {
          const { recoveryCodes = [], ...session } = await complete.mutateAsync({ challenge, code });
          setDone({ session, codes: recoveryCodes });
        }}
      />
    </>
  );
}
