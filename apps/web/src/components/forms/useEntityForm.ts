import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { reportSaveError, validateWith } from '../../lib/forms/formErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';

interface EntityFormOptions<Values, Input> {
  initialValues: Values;
  /** The shared contract the server validates with. */
  schema: ZodType;
  toInput(values: Values): Input;
  save(input: Input): Promise<unknown>;
  /** The name the success toast mentions. */
  nameOf(input: Input): string;
  onSaved(): void;
}

/**
 * A master-data form: checked in the browser with the shared schema, saved, then a success toast;
 * a refusal (duplicate name, cycle, country rule) lands on its field.
 */
export function useEntityForm<Values extends Record<string, unknown>, Input>(
  options: EntityFormOptions<Values, Input>,
) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: validateWith(options.schema, options.toInput),
  });

  const submit = form.onSubmit(async (values) => {
    const input = options.toInput(values);
    setSaving(true);
    try {
      await options.save(input);
      showToast('success', t('org.common.saved', { name: options.nameOf(input) }));
      options.onSaved();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  /** The field's error in the current language (spec messages are translated, others shown as sent). */
  const errorOf = (path: string): string | undefined => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  return { form, submit, saving, errorOf };
}
