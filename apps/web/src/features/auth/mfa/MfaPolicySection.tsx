import { useEffect, useState } from 'react';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MFA_MESSAGES, MFA_POLICIES, type MfaPolicy } from '@tenure/domain/auth';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useMfaPolicy, useSaveMfaPolicy } from './mfaApi.ts';

/** The tenant's MFA policy, on the single sign-on setup page: who must use a second factor after their password. */
export function MfaPolicySection() {
  const { t } = useTranslation();
  const policy = useMfaPolicy();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-labelledby="mfa-policy">
      <Title order={2} size="h4" id="mfa-policy" mb="sm">
        {t('mfaSettings.policy.title')}
      </Title>
      {policy.isPending ? (
        <LoadingState />
      ) : policy.isError ? (
        <LoadErrorState error={policy.error} onRetry={() => void policy.refetch()} />
      ) : (
        <PolicyForm saved={policy.data.policy} />
      )}
    </Paper>
  );
}

function PolicyForm({ saved }: { saved: MfaPolicy }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveMfaPolicy();
  const [value, setValue] = useState<MfaPolicy>(saved);
  useEffect(() => setValue(saved), [saved]);
  const submit = async () => {
    try {
      await save.mutateAsync({ policy: value });
      showToast('success', messageText(MFA_MESSAGES.policySaved));
    } catch (error) {
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };
  return (
    <Stack gap="md" maw={640}>
      <Text size="sm" c="dimmed">
        {t('mfaSettings.policy.hint')}
      </Text>
      <Radio.Group label={t('mfaSettings.policy.label')} value={value} onChange={(next) => setValue(next as MfaPolicy)}>
        <Stack gap="xs" mt="xs">
          {MFA_POLICIES.map((policy) => (
            <Radio key={policy} value={policy} label={t(`mfaSettings.policy.${policy}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending} disabled={value === saved}>
          {t('mfaSettings.policy.save')}
        </Button>
      </Group>
    </Stack>
  );
}
