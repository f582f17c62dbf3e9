import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { z } from 'zod';
import { MFA_MESSAGES, recoveryCode, totpCode } from '@tenure/domain/auth';
import { MESSAGES } from '@tenure/domain/messages';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';

/** What a step of MFA asks for, each with the rule the API checks too. */
export type ProofField = 'code' | 'recoveryCode' | 'password';
const RULES: Record<ProofField, z.ZodType> = {
  code: z.object({ value: totpCode }),
  recoveryCode: z.object({ value: recoveryCode }),
  password: z.object({ value: z.string().min(1, MFA_MESSAGES.proofRequired) }),
};

/**
 * One field and its button: an authenticator code, a recovery code or the password. A refusal the
 * API ties to the field shows under it; any other (an expired challenge, a lockout) above it.
 */
export function CodeForm({
  field,
  label,
  submitLabel,
  onSubmit,
  children,
}: {
  field: ProofField;
  label: string;
  submitLabel: string;
  /** Rejects with the API's refusal. */
  onSubmit: (value: string) => Promise<unknown>;
  /** Shown beside the button (another way to prove it, a cancel). */
  children?: ReactNode;
}) {
  const messageText = useMessageText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { value: '' },
    validate: (values) => zodFormErrors(RULES[field], values),
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(
    async ({ value }) => {
      setRefusal(null);
      setPending(true);
      try {
        await onSubmit(field === 'password' ? value : value.trim());
      } catch (error) {
        const fieldError = error instanceof ApiRequestError ? error.fieldErrors[field] : undefined;
        if (fieldError) form.setFieldError('value', fieldError);
        else setRefusal(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
      } finally {
        setPending(false);
      }
    },
    () => setRefusal(null),
  );
  const input = {
    label,
    autoFocus: true,
    ...form.getInputProps('value'),
    error: form.errors.value ? messageText(String(form.errors.value)) : undefined,
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="mfa-error">
            {messageText(refusal)}
          </Alert>
        )}
        {field === 'password' ? (
          <PasswordField autoComplete="current-password" {...input} />
        ) : (
          <TextInput
            autoComplete="one-time-code"
            inputMode={field === 'code' ? 'numeric' : 'text'}
            spellCheck={false}
            {...input}
          />
        )}
        <Group justify="space-between">
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
