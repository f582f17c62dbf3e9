import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loginRequest, type LoginRequest, type MfaChallenge } from '@tenure/domain/auth';
import { ApiRequestError } from '../../lib/api/index.ts';
import { zodFormErrors } from '../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { useTenantStore } from '../../lib/session/tenantStore.ts';
import { useLogin } from './api.ts';
import { SsoButton } from './SsoButton.tsx';

/** Fetched the first time someone asks for it: the login page's script stays small (issue 33). */
const ForgotPasswordModal = lazy(() =>
  import('./ForgotPasswordModal.tsx').then((m) => ({ default: m.ForgotPasswordModal })),
);

/** The second step of a login with MFA, fetched when a password login asks for it. */
const MfaLoginStep = lazy(() => import('./mfa/MfaLoginStep.tsx').then((m) => ({ default: m.MfaLoginStep })));

/** Sign-in with the §5 rules and messages, shared with the server through `loginRequest`. */
export function LoginForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const tenantName = useTenantStore((s) => s.tenant?.tenantName ?? '');
  const sessionExpired = useSessionStore((s) => s.isSessionExpired);
  const login = useLogin();
  const [forgotOpened, setForgotOpened] = useState(false);
  // Mounted from the first opening on, so that it closes with its transition and keeps its state.
  const [forgotAsked, setForgotAsked] = useState(false);
  const openForgot = () => {
    setForgotAsked(true);
    setForgotOpened(true);
  };
  // A right password of a user with MFA: the second step takes over the page.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm<LoginRequest>({
    initialValues: { username: '', password: '' },
    validate: (values) => zodFormErrors(loginRequest, values),
    validateInputOnBlur: false,
  });

  // Signing in changes the session, and the login page then moves on to the page asked for.
  // A new attempt, even one stopped by the field rules, clears the previous attempt's refusal.
  const submit = form.onSubmit(
    (credentials) =>
      login.mutate(credentials, {
        onSuccess: (answer) => {
          if ('challenge' in answer) setChallenge(answer);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) form.setErrors(error.fieldErrors);
        },
      }),
    () => login.reset(),
  );

  if (challenge)
    return (
      <Suspense fallback={<Loader aria-label={t('mfa.title')} />}>
        <MfaLoginStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(null);
            login.reset();
            form.setFieldValue('password', '');
          }}
        />
      </Suspense>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('login.title', { tenant: tenantName })}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.subtitle')}
          </Text>
        </div>
        {sessionExpired && !login.isError && (
          <Alert color="yellow" icon={<IconClock size={18} aria-hidden />} role="alert" data-testid="session-expired">
            {t('messages.sessionExpired')}
          </Alert>
        )}
        {login.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="login-error">
            {messageText(login.error.message)}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          {...form.getInputProps('username')}
          error={form.errors.username ? messageText(String(form.errors.username)) : undefined}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
          {...form.getInputProps('password')}
          error={form.errors.password ? messageText(String(form.errors.password)) : undefined}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={openForgot}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('login.signIn')}
        </Button>
        <SsoButton />
      </Stack>
      {forgotAsked && (
        <Suspense fallback={null}>
          <ForgotPasswordModal opened={forgotOpened} onClose={() => setForgotOpened(false)} />
        </Suspense>
      )}
    </form>
  );
}
