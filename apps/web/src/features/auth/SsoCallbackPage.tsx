import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useCompleteSso } from './api.ts';
import { PublicPageLayout } from './PublicPageLayout.tsx';
import { handOverToOpener, takeRedirectBinding } from './ssoAttempt.ts';

/**
 * /sso/callback, where identity providers send the browser back (register it at the provider). In
 * the popup it hands the answer to the login page and closes; after a full-page redirect it
 * redeems the answer itself and goes to /home (SPEC §9).
 */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const complete = useCompleteSso();
  const [inPopup, setInPopup] = useState(false);
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const callbackQuery = window.location.search;
    const binding = takeRedirectBinding();
    if (!binding) {
      setInPopup(true);
      handOverToOpener(callbackQuery);
      window.close();
      return;
    }
    complete.mutate({ callbackQuery, binding }, { onSuccess: () => void navigate('/home', { replace: true }) });
  }, [complete, navigate]);

  return (
    <PublicPageLayout>
      <Stack gap="md" align="center" role="status" aria-live="polite">
        {complete.isError ? (
          <Alert color="red" title={t('sso.failedTitle')} w="100%">
            <Stack gap="xs">
              <Text size="sm">{messageText(complete.error.message)}</Text>
              <Anchor component={Link} to="/login" size="sm">
                {t('sso.backToLogin')}
              </Anchor>
            </Stack>
          </Alert>
        ) : inPopup ? (
          <Text>{t('sso.popupDone')}</Text>
        ) : (
          <>
            <Loader aria-hidden />
            <Text>{t('sso.signingIn')}</Text>
          </>
        )}
      </Stack>
    </PublicPageLayout>
  );
}
