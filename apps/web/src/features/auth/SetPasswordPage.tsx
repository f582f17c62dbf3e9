import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setPasswordRequest } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { zodFormErrors } from '../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useSetPassword, useSetPasswordLink } from './api.ts';
import { PublicPageLayout } from './PublicPageLayout.tsx';

/** Where a one-time link from an invitation or a forced reset lands: choose a password, then log in. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <PublicPageLayout>
      <SetPasswordCard token={params.get('token') ?? ''} />
    </PublicPageLayout>
  );
}

function SetPasswordCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const link = useSetPasswordLink(token);
  const setPassword = useSetPassword();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = zodFormErrors(setPasswordRequest, { token, newPassword: values.newPassword });
      delete errors.token;
      if (!errors.newPassword && values.confirmPassword !== values.newPassword)
        errors.confirmPassword = MESSAGES.passwordsDiffer;
      return errors;
    },
  });

  if (link.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('setPassword.checking')} />
      </Center>
    );
  }
  if (link.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {messageText(link.error.message)}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('setPassword.toLogin')}
        </Anchor>
      </Stack>
    );
  }

  const { username, purpose, tenantName } = link.data;
  const submit = form.onSubmit((values) =>
    setPassword.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: ({ message }) => {
          showToast('success', messageText(message));
          void navigate('/login', { replace: true });
        },
      },
    ),
  );
  const fieldError = (field: 'newPassword' | 'confirmPassword') =>
    form.errors[field] ? messageText(String(form.errors[field])) : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          {purpose === 'invite' ? t('setPassword.inviteTitle', { tenant: tenantName }) : t('setPassword.resetTitle')}
        </Title>
        <Text size="sm">{t('setPassword.intro', { username })}</Text>
        {setPassword.error && (
          <Alert color="red" role="alert">
            {messageText(setPassword.error.message)}
          </Alert>
        )}
        <PasswordField
          label={t('setPassword.newPassword')}
          description={t('setPassword.rules')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          error={fieldError('newPassword')}
        />
        <PasswordField
          label={t('setPassword.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          error={fieldError('confirmPassword')}
        />
        <Button type="submit" loading={setPassword.isPending}>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
