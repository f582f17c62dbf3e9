import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { OnboardingOptionsView } from '@tenure/domain/onboarding';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import type { OnboardingFormValues } from './onboardingForm.ts';

/** A plan per policy type, only where the person differs from their entity's plans. */
export function PoliciesStep({
  form,
  plans,
}: {
  form: UseFormReturnType<OnboardingFormValues>;
  plans: OnboardingOptionsView['plans'];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('onboarding.policiesIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {plans.map((type) => {
          const error = form.errors[`policies.${type.typeKey}`];
          return (
            <NativeSelect
              key={type.typeKey}
              label={type.typeName}
              value={form.values.policies[type.typeKey] ?? ''}
              onChange={(event) => form.setFieldValue(`policies.${type.typeKey}`, event.currentTarget.value)}
              data={[
                { value: '', label: t('onboarding.entityDefault') },
                ...type.plans.map((p) => ({ value: p.id, label: p.name })),
              ]}
              disabled={type.plans.length === 0}
              description={type.plans.length === 0 ? t('onboarding.noPlans') : undefined}
              error={typeof error === 'string' ? messageText(error) : undefined}
              data-field={`policies.${type.typeKey}`}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
