import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../components/forms/PasswordField.tsx';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequest, resetPasswordRequest } from '@tenure/domain/auth';
import { zodFormErrors } from '../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useForgotPassword, useResetPassword } from './api.ts';

interface ForgotPasswordModalProps {
  opened: boolean;
  onClose(): void;
}

/** Forgot password: ask for a one-time password by username, then set a new password with it. */
export function ForgotPasswordModal({ opened, onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [otpSent, setOtpSent] = useState(false);
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { username: '', otp: '', newPassword: '' },
    validate: (values) =>
      otpSent ? zodFormErrors(resetPasswordRequest, values) : zodFormErrors(forgotPasswordRequest, values),
  });
  const error = forgot.error ?? reset.error;
  const translated = (field: 'username' | 'otp' | 'newPassword') =>
    form.errors[field] ? messageText(String(form.errors[field])) : undefined;

  const close = () => {
    form.reset();
    forgot.reset();
    reset.reset();
    setOtpSent(false);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!otpSent) {
      forgot.mutate(values.username, {
        onSuccess: ({ message }) => {
          showToast('info', messageText(message));
          setOtpSent(true);
        },
      });
      return;
    }
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        showToast('success', messageText(message));
        close();
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('forgotPassword.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('forgotPassword.description')}
          </Text>
          {error && (
            <Alert color="red" role="alert">
              {messageText(error.message)}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            disabled={otpSent}
            {...form.getInputProps('username')}
            error={translated('username')}
          />
          {otpSent && (
            <>
              <TextInput
                label={t('forgotPassword.otp')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...form.getInputProps('otp')}
                error={translated('otp')}
              />
              <PasswordField
                label={t('forgotPassword.newPassword')}
                autoComplete="new-password"
                {...form.getInputProps('newPassword')}
                error={translated('newPassword')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('forgotPassword.cancel')}
            </Button>
            <Button type="submit" loading={forgot.isPending || reset.isPending}>
              {otpSent ? t('forgotPassword.resetPassword') : t('forgotPassword.sendOtp')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
