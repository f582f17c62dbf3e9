import { useState } from 'react';
import { Button, Group, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { compOffInput, type CompOffInput } from '@tenure/domain/leave';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import { useRequestCompOff } from '../requestsApi.ts';
import { DateField } from '../../../components/DateField.tsx';

interface CompOffValues extends Record<string, unknown> {
  workedDate: string;
  days: '1' | '0.5';
  reason: string;
}

const EMPTY: CompOffValues = { workedDate: '', days: '1', reason: '' };
const toInput = (values: CompOffValues): CompOffInput => ({
  workedDate: values.workedDate,
  days: values.days === '1' ? 1 : 0.5,
  reason: values.reason,
});

/** Request Comp-off: a week-off or holiday already worked, whole or half, and why. */
export function CompOffForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const request = useRequestCompOff();
  const [saving, setSaving] = useState(false);
  const form = useForm<CompOffValues>({ initialValues: EMPTY, validate: validateWith(compOffInput, toInput) });
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await request.mutateAsync(toInput(values));
      showToast('success', t('messages.added'));
      form.reset();
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="comp-off-title" data-testid="comp-off-form">
      <Stack gap="md">
        <div>
          <Text id="comp-off-title" fw={700} size="lg" component="h2" m={0}>
            {t('leave.compOff.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('leave.compOff.intro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label={t('leave.compOff.workedDate')}
            withAsterisk
            maxDate={localIsoDate()}
            {...form.getInputProps('workedDate')}
            error={errorOf('workedDate')}
          />
          <Radio.Group label={t('leave.compOff.days')} {...form.getInputProps('days')} error={errorOf('days')}>
            <Group gap="lg" mt={6}>
              <Radio value="1" label={t('leave.dayTypes.full')} />
              <Radio value="0.5" label={t('leave.dayTypes.half')} />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Textarea
          label={t('leave.apply.reason')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('reason')}
          error={errorOf('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={saving}>
            {t('leave.compOff.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
