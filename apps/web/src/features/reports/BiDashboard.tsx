import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import type { BiEmbedView } from '@tenure/domain/report-bi';
import { LoadingState } from '../../components/QueryStates.tsx';
import { useHasAccess } from '../../lib/access/useHasAccess.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useBiEmbed } from './biApi.ts';
import { BiSettingsModal } from './BiSettingsModal.tsx';

/**
 * "Bring your own BI": a report's dashboard of the tenant's Metabase or Superset, instead of the
 * native report (`children`) or beside it, as the tenant admin set it. The embed is minted by the
 * server for this view; a report without one shows the native report alone. Tenant admins get the
 * button that sets it.
 */
export function BiDashboard({ reportKey, title, children }: { reportKey: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const embed = useBiEmbed(reportKey);
  const mayConfigure = useHasAccess(feature('ADMINISTRATION', 'ManageFeatureFlags'));
  const [configuring, setConfiguring] = useState(false);

  if (embed.isPending) return <LoadingState />;
  const settings = mayConfigure ? (
    <>
      <Group justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => setConfiguring(true)}>
          {t('biDashboard.configure')}
        </Button>
      </Group>
      <BiSettingsModal reportKey={reportKey} opened={configuring} onClose={() => setConfiguring(false)} />
    </>
  ) : null;
  if (embed.isError)
    return (
      <Stack gap="md">
        {settings}
        <Alert color="yellow" title={t('biDashboard.unavailable')}>
          <Group justify="space-between">
            <Text size="sm">{messageText(embed.error.message)}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void embed.refetch()}>
              {t('biDashboard.retry')}
            </Button>
          </Group>
        </Alert>
        {children}
      </Stack>
    );
  if (!embed.data)
    return (
      <Stack gap="md">
        {settings}
        {children}
      </Stack>
    );
  const dashboard = (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`bi-${reportKey}`}>
      <Title order={2} size="h4" id={`bi-${reportKey}`} mb="sm">
        {t('biDashboard.title', { title })}
      </Title>
      <BiFrame embed={embed.data} title={t('biDashboard.frameTitle', { title })} />
    </Paper>
  );
  return (
    <Stack gap="lg">
      {settings}
      {embed.data.placement === 'beside' ? children : null}
      {dashboard}
    </Stack>
  );
}

const FRAME_STYLE = { width: '100%', height: '75vh', border: 0 } as const;

/**
 * The dashboard's frame. Metabase: the signed URL. Superset: its embedded page, then the guest
 * token handed over as @superset-ui/embedded-sdk does (a MessageChannel port sent with the
 * 'port transfer' handshake; each token an 'emit' of guestToken), and again on each renewal.
 */
function BiFrame({ embed, title }: { embed: BiEmbedView; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const port = useRef<MessagePort | null>(null);
  const token = embed.guestToken;
  const sendToken = () =>
    port.current?.postMessage({ switchboardAction: 'emit', method: 'guestToken', args: { guestToken: token } });
  // A renewed guest token goes to the page already open.
  useEffect(sendToken, [token]);
  useEffect(() => () => port.current?.close(), []);

  const onLoad = () => {
    if (embed.provider !== 'superset') return;
    const channel = new MessageChannel();
    port.current?.close();
    port.current = channel.port1;
    frame.current?.contentWindow?.postMessage(
      { type: '__embedded_comms__', handshake: 'port transfer' },
      new URL(embed.url).origin,
      [channel.port2],
    );
    sendToken();
  };
  return (
    <iframe
      ref={frame}
      src={embed.url}
      title={title}
      style={FRAME_STYLE}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-popups allow-downloads"
      onLoad={onLoad}
    />
  );
}
