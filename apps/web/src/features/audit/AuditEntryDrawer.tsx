import { Badge, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntryRow } from '@tenure/domain/audit';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { useFormatDate } from '../../lib/dates.ts';
import { useAuditEntry } from './auditApi.ts';
import { auditDiff, type DiffLine } from './auditDiff.ts';
import { useAuditLabels } from './auditLabels.ts';

/** One entry opened from the list: who, what, which record and when, then its values before and after, field by field. */
export function AuditEntryDrawer({ entry, onClose }: { entry: AuditEntryRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useAuditEntry(entry?.id ?? null);
  const { formatDateTime } = useFormatDate();
  const { actionLabel, actorLabel } = useAuditLabels();
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t('auditLog.drawer.title')}
      closeButtonProps={{ 'aria-label': t('auditLog.drawer.close') }}
    >
      {entry && (
        <Stack gap="md">
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              <Fact label={t('auditLog.drawer.when')} value={`${formatDateTime(entry.at)} (${entry.at})`} />
              <Fact
                label={t('auditLog.drawer.who')}
                value={[actorLabel(entry.actor), entry.actor.employeeName].filter(Boolean).join(' · ')}
              />
              <Fact label={t('auditLog.drawer.action')} value={`${actionLabel(entry.action)} (${entry.action})`} />
              <Fact
                label={t('auditLog.drawer.record')}
                value={entry.entityId ? `${entry.entity} · ${entry.entityId}` : entry.entity}
              />
              {entry.requestId && <Fact label={t('auditLog.drawer.requestId')} value={entry.requestId} />}
            </Table.Tbody>
          </Table>
          {detail.isLoading && <LoadingState />}
          {detail.error && <LoadErrorState error={detail.error} onRetry={() => void detail.refetch()} />}
          {detail.data && <Changes lines={auditDiff(detail.data.before, detail.data.after)} />}
        </Stack>
      )}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={140}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
    </Table.Tr>
  );
}

/** The change as text in a table (values are never read as markup): changed fields are marked. */
function Changes({ lines }: { lines: DiffLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Text c="dimmed">{t('auditLog.drawer.none')}</Text>;
  const shown = (value: string | null) => value ?? t('auditLog.drawer.empty');
  return (
    <Table withTableBorder striped layout="fixed" data-testid="audit-diff">
      <Table.Caption>{t('auditLog.drawer.changesCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('auditLog.drawer.field')}</Table.Th>
          <Table.Th>{t('auditLog.drawer.before')}</Table.Th>
          <Table.Th>{t('auditLog.drawer.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.field} data-changed={line.changed || undefined}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={line.changed ? 600 : 400} ff="monospace">
                  {line.field || t('auditLog.drawer.value')}
                </Text>
                {line.changed && (
                  <Badge variant="dot" color="orange" size="sm" tt="none">
                    {t('auditLog.drawer.changed')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{shown(line.before)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{shown(line.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
