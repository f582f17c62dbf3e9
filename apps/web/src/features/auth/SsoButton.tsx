import { Button, Divider } from '@mantine/core';
import { IconBrandWindows } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AZURE_AD_IDENTIFIER } from '@tenure/domain/auth';
import { useTenantStore } from '../../lib/session/tenantStore.ts';
import { showToast } from '../../lib/toast.ts';
import { providerQuery } from '../../lib/tenant/api.ts';

/** SPEC §9: a tenant-agnostic "organizations" authority, redirecting to /home. */
function authorizeUrl(clientId: string): string {
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${window.location.origin}/home`,
  });
  return `https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize?${params.toString()}`;
}

/** Shown only when the tenant has an identity provider configured (none in the demo). */
export function SsoButton() {
  const { t } = useTranslation();
  const tenantCode = useTenantStore((s) => s.tenant?.tenantCode);
  const provider = useQuery(providerQuery(tenantCode));
  const azure = provider.data?.providers.find((p) => p.identifier === AZURE_AD_IDENTIFIER);
  const clientId = azure?.values.find((v) => v.key === 'clientId')?.value;
  if (!clientId) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconBrandWindows size={18} aria-hidden />}
        onClick={() => {
          window.open(authorizeUrl(clientId), 'tenure-sso', 'width=520,height=640');
          showToast('info', t('messages.completeLoginInPopup'));
        }}
      >
        {t('login.signInWithSso')}
      </Button>
    </>
  );
}
