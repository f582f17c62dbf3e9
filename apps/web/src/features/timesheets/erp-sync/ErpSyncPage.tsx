import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Pagination,
  Paper,
  Radio,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { IconCloudDownload, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobView } from '@tenure/domain/jobs';
import {
  ERP_MESSAGES,
  erpSyncSettingsInput,
  type ErpAdapter,
  type ErpSyncRunView,
  type ErpSyncSettingsView,
} from '@tenure/domain/vendors';
import { JobProgress } from '../../../components/jobs/JobProgress.tsx';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useErpSyncRuns,
  useErpSyncSettings,
  useRefreshErpSync,
  useSaveErpSyncSettings,
  useStartErpSync,
} from './erpSyncApi.ts';

/** /erp-project-sync (flag syncProjectsFromOracleERP, SyncOracleProjects): the connector, a run now, and the reports of past runs. */
export function ErpSyncPage() {
  const { t } = useTranslation();
  const settings = useErpSyncSettings();
  return (
    <Page title={t('vendors.erpSync.title')} intro={t('vendors.erpSync.intro')}>
      {settings.isLoading && <LoadingState />}
      {settings.error && <LoadErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <Stack gap="lg">
          <SettingsForm current={settings.data} />
          {settings.data.configured ? (
            <RunNow current={settings.data} />
          ) : (
            <Alert color="gray">{t('vendors.erpSync.notConfigured')}</Alert>
          )}
          <Reports />
        </Stack>
      )}
    </Page>
  );
}

function SettingsForm({ current }: { current: ErpSyncSettingsView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveErpSyncSettings();
  const [values, setValues] = useState({
    adapter: current.adapter ?? ('file' as ErpAdapter),
    url: current.url ?? '',
    username: current.username ?? '',
    password: '',
    scheduleEnabled: current.scheduleEnabled,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = erpSyncSettingsInput.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      set('password', '');
      showToast('success', t('vendors.erpSync.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(error.fieldErrors);
      showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-labelledby="erp-settings-title">
      <Title order={2} size="h4" mb="sm" id="erp-settings-title">
        {t('vendors.erpSync.settingsTitle')}
      </Title>
      <Stack gap="sm" maw={560}>
        <Radio.Group
          label={t('vendors.erpSync.adapter')}
          value={values.adapter}
          onChange={(value) => set('adapter', value as ErpAdapter)}
        >
          <Group mt="xs">
            <Radio value="file" label={t('vendors.erpSync.adapters.file')} />
            <Radio value="http" label={t('vendors.erpSync.adapters.http')} />
          </Group>
        </Radio.Group>
        {values.adapter === 'http' && (
          <>
            <TextInput
              label={t('vendors.erpSync.url')}
              withAsterisk
              placeholder="https://erp.example.com/fscmRestApi/projects"
              value={values.url}
              onChange={(e) => set('url', e.currentTarget.value)}
              error={errors.url}
            />
            <TextInput
              label={t('vendors.erpSync.username')}
              value={values.username}
              onChange={(e) => set('username', e.currentTarget.value)}
              error={errors.username}
              autoComplete="off"
            />
            <PasswordField
              label={t('vendors.erpSync.password')}
              description={current.hasPassword ? t('vendors.erpSync.passwordKept') : undefined}
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
              error={errors.password}
              autoComplete="new-password"
            />
            <Switch
              label={t('vendors.erpSync.schedule')}
              description={t('vendors.erpSync.scheduleHint')}
              checked={values.scheduleEnabled}
              onChange={(e) => set('scheduleEnabled', e.currentTarget.checked)}
            />
          </>
        )}
        <Text size="sm" c="dimmed" data-testid="erp-watermark">
          {t('vendors.erpSync.watermark', { watermark: current.watermark })}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('vendors.erpSync.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RunNow({ current }: { current: ErpSyncSettingsView }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const start = useStartErpSync();
  const refresh = useRefreshErpSync();
  const [file, setFile] = useState<File | null>(null);
  const [executionNumber, setExecutionNumber] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const run = async (withFile: boolean) => {
    setExecutionNumber(null);
    try {
      if (withFile && !file) {
        setFileError(ERP_MESSAGES.fileRequired);
        return;
      }
      setFileError(null);
      const started = await start.mutateAsync(
        withFile && file ? { fileName: file.name, content: await file.text() } : null,
      );
      setExecutionNumber(started.executionNumber);
    } catch (error) {
      const message = error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong');
      if (withFile) setFileError(message);
      showToast('error', message);
    }
  };
  const describe = (result: JobView['result']) =>
    result && 'created' in result
      ? t('vendors.erpSync.done', { created: result.created, updated: result.updated, refused: result.refused })
      : t('vendors.erpSync.notConfigured');

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('vendors.erpSync.runTitle')}
      </Title>
      <Stack gap="sm" maw={560}>
        {current.adapter === 'http' && (
          <Group>
            <Button
              leftSection={<IconCloudDownload size={16} aria-hidden />}
              onClick={() => void run(false)}
              loading={start.isPending}
            >
              {t('vendors.erpSync.runHttp')}
            </Button>
          </Group>
        )}
        <FileInput
          label={t('vendors.erpSync.file')}
          placeholder={t('vendors.erpSync.filePlaceholder')}
          description={t('vendors.erpSync.fileHint')}
          accept=".json,.csv,application/json,text/csv"
          value={file}
          onChange={setFile}
          error={fileError}
          clearable
          clearButtonProps={{ 'aria-label': t('vendors.erpSync.clearFile') }}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={() => void run(true)}
            loading={start.isPending}
          >
            {t('vendors.erpSync.runFile')}
          </Button>
        </Group>
        {executionNumber !== null && (
          <JobProgress executionNumber={executionNumber} describe={describe} onFinished={refresh} />
        )}
      </Stack>
    </Paper>
  );
}

const REPORTS_PAGE_SIZE = 10;

function Reports() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const runs = useErpSyncRuns(page, REPORTS_PAGE_SIZE);
  const [open, setOpen] = useState<string | null>(null);
  const items = useMemo(() => runs.data?.items ?? [], [runs.data]);
  useEffect(() => setOpen((id) => id ?? items.find((r) => r.refused.length > 0)?.id ?? null), [items]);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('vendors.erpSync.reportsTitle')}
      </Title>
      {runs.isLoading && <LoadingState />}
      {runs.error && <LoadErrorState error={runs.error} onRetry={() => void runs.refetch()} />}
      {runs.data && items.length === 0 && <EmptyState text={t('vendors.erpSync.noReports')} />}
      {items.length > 0 && (
        <Table.ScrollContainer
          minWidth={760}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('vendors.erpSync.reportsCaption') },
          }}
        >
          <Table verticalSpacing="xs" data-testid="erp-reports">
            <Table.Caption>{t('vendors.erpSync.reportsCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {(
                  [
                    'finishedAt',
                    'source',
                    'created',
                    'updated',
                    'unchanged',
                    'skipped',
                    'refused',
                    'startedBy',
                  ] as const
                ).map((c) => (
                  <Table.Th key={c}>{t(`vendors.erpSync.columns.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((run) => (
                <ReportRow
                  key={run.id}
                  run={run}
                  open={open === run.id}
                  onToggle={() => setOpen(open === run.id ? null : run.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(runs.data?.total ?? 0) > REPORTS_PAGE_SIZE && (
        <Pagination mt="sm" total={Math.ceil(runs.data!.total / REPORTS_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Paper>
  );
}

function ReportRow({ run, open, onToggle }: { run: ErpSyncRunView; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const source =
    run.trigger === 'schedule'
      ? t('vendors.erpSync.schedule_trigger')
      : (run.fileName ?? t(`vendors.erpSync.adapters.${run.adapter}`));
  return (
    <>
      <Table.Tr data-testid="erp-report">
        <Table.Td>
          {formatDate(run.finishedAt.slice(0, 10))} {run.finishedAt.slice(11, 16)}
        </Table.Td>
        <Table.Td>{source}</Table.Td>
        <Table.Td title={run.created.join(', ')}>{run.created.length}</Table.Td>
        <Table.Td title={run.updated.join(', ')}>{run.updated.length}</Table.Td>
        <Table.Td>{run.unchanged}</Table.Td>
        <Table.Td>{run.skipped}</Table.Td>
        <Table.Td>
          {run.refused.length > 0 ? (
            <Button variant="subtle" size="compact-sm" color="red" onClick={onToggle} aria-expanded={open}>
              {run.refused.length}
            </Button>
          ) : (
            <Badge variant="light" color="teal">
              0
            </Badge>
          )}
        </Table.Td>
        <Table.Td>{run.startedByName ?? '—'}</Table.Td>
      </Table.Tr>
      {open && run.refused.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={8}>
            <Text size="sm" fw={600} mb={4}>
              {t('vendors.erpSync.refusedTitle')}
            </Text>
            <Table withRowBorders={false} data-testid="erp-refusals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('vendors.erpSync.projectNumber')}</Table.Th>
                  <Table.Th>{t('vendors.erpSync.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {run.refused.map((r, i) => (
                  <Table.Tr key={`${r.projectNumber}-${i}`}>
                    <Table.Td>{r.projectNumber}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
