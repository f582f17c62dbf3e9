import { useEffect, useRef } from 'react';
import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandWindows, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AZURE_AD_IDENTIFIER } from '@tenure/domain/auth';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useTenantStore } from '../../lib/session/tenantStore.ts';
import { showToast } from '../../lib/toast.ts';
import { providerQuery } from '../../lib/tenant/api.ts';
import { startSso, useCompleteSso } from './api.ts';
import { awaitPopupAnswer, newBinding, rememberRedirectBinding } from './ssoAttempt.ts';

/** The tenant's identity providers as sign-in buttons; none when the tenant has none enabled. */
export function SsoButton() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const tenantCode = useTenantStore((s) => s.tenant?.tenantCode);
  const provider = useQuery(providerQuery(tenantCode));
  const complete = useCompleteSso();
  const stopWaiting = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaiting.current(), []);

  const signIn = async (providerId: string) => {
    const binding = newBinding();
    // Opened at the click, so no popup blocker takes it; it goes to the provider once the URL is known.
    const popup = window.open('', 'tenure-sso', 'width=520,height=640');
    try {
      const { authorizationUrl } = await startSso(providerId, binding);
      if (!popup) {
        rememberRedirectBinding(binding);
        window.location.assign(authorizationUrl);
        return;
      }
      popup.location.href = authorizationUrl;
      showToast('info', t('messages.completeLoginInPopup'));
      stopWaiting.current();
      stopWaiting.current = awaitPopupAnswer((callbackQuery) =>
        complete.mutate(
          { callbackQuery, binding },
          {
            onSuccess: () => void navigate('/home'),
            onError: (error) => showToast('error', messageText(error.message)),
          },
        ),
      );
    } catch (error) {
      popup?.close();
      if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };

  const providers = provider.data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Stack gap="xs">
        {providers.map((p) => {
          const value = (key: string) => p.values.find((v) => v.key === key)?.value ?? '';
          const entra = p.identifier === AZURE_AD_IDENTIFIER;
          return (
            <Button
              key={value('providerId')}
              variant="default"
              size="md"
              fullWidth
              loading={complete.isPending}
              leftSection={entra ? <IconBrandWindows size={18} aria-hidden /> : <IconKey size={18} aria-hidden />}
              onClick={() => void signIn(value('providerId'))}
            >
              {entra ? t('login.signInWithMicrosoft') : t('login.signInWith', { name: value('displayName') })}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
