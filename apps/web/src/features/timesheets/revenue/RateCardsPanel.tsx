import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@tenure/domain/policies';
import { RATE_SCOPES, type RateCardInput, type RatePreviewView, type RateScope } from '@tenure/domain/timesheets';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { EmptyState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { localIsoDate, useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { PersonPicker } from '../projects/PeoplePicker.tsx';
import { formatMoney } from './money.ts';
import { useApplyRate, useClosePeriod, usePreviewRate, useRateCards, type RevenueProject } from './revenueApi.ts';

interface Draft {
  scope: RateScope;
  designation: string;
  employeeId: string | null;
  billRate: number | string;
  costRate: number | string;
  validFrom: string;
}

const emptyDraft = (): Draft => ({
  scope: 'project',
  designation: '',
  employeeId: null,
  billRate: '',
  costRate: '',
  validFrom: localIsoDate(),
});

/** The months that may still be closed: the last twelve up to this one. */
function recentMonths(today: string): string[] {
  const months: string[] = [];
  let day = `${today.slice(0, 7)}-01`;
  for (let i = 0; i < 12; i++) {
    months.push(day.slice(0, 7));
    day = `${addDays(day, -1).slice(0, 7)}-01`;
  }
  return months;
}

/**
 * A project's rate cards: bill and cost rates for the project, a role or a person, each valid
 * from a date. A change is first previewed (the lines it moves and the revenue difference) and
 * applied only when confirmed; a closed month keeps its frozen revenue.
 */
export function RateCardsPanel({ projects, canEdit }: { projects: readonly RevenueProject[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const [projectId, setProjectId] = useState<string | null>(null);
  const cards = useRateCards(projectId);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ card: RateCardInput; view: RatePreviewView } | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const previewRate = usePreviewRate();
  const applyRate = useApplyRate();
  const closePeriod = useClosePeriod();
  const currency = cards.data?.project.currency ?? 'USD';
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const card = (): RateCardInput => ({
    projectId: projectId!,
    scope: draft.scope,
    designation: draft.scope === 'role' ? draft.designation : null,
    employeeId: draft.scope === 'person' ? draft.employeeId : null,
    billRate: typeof draft.billRate === 'number' ? draft.billRate : Number.NaN,
    costRate: typeof draft.costRate === 'number' ? draft.costRate : Number.NaN,
    validFrom: draft.validFrom,
  });

  const showPreview = async () => {
    setErrors({});
    const next = card();
    try {
      setPreview({ card: next, view: await previewRate.mutateAsync(next) });
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors(failure.fieldErrors);
      showToast('error', failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  const confirm = async () => {
    if (!preview) return;
    try {
      await applyRate.mutateAsync(preview.card);
      showToast('success', t('timesheetRevenue.rates.applied'));
      setPreview(null);
      setDraft(emptyDraft());
    } catch (failure) {
      showToast('error', failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  const closeMonth = async () => {
    if (!closing || !projectId) return;
    try {
      const done = await closePeriod.mutateAsync({ projectId, month: closing });
      showToast('success', t('timesheetRevenue.rates.closed', { month: done.month, revenue: money(done.revenue) }));
      setClosing(null);
    } catch (failure) {
      setCloseError(failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  const targetOf = (c: NonNullable<typeof cards.data>['cards'][number]) =>
    c.scope === 'person'
      ? `${c.employee?.displayName ?? ''} (${c.employee?.employeeNumber ?? ''})`
      : c.scope === 'role'
        ? (c.designation ?? '')
        : t('timesheetRevenue.rates.wholeProject');
  const closedMonths = cards.data?.closedMonths ?? [];
  const closable = recentMonths(localIsoDate()).filter((m) => !closedMonths.includes(m));

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('timesheetRevenue.rates.title')}
      </Title>
      <Select
        label={t('timesheetRevenue.rates.project')}
        placeholder={t('timesheetRevenue.rates.chooseProject')}
        searchable
        data={projects.map((p) => ({
          value: p.projectId,
          label: `${p.projectName} · ${p.clientName} (${p.currency})`,
        }))}
        value={projectId}
        onChange={(value) => {
          setProjectId(value);
          setDraft(emptyDraft());
          setErrors({});
        }}
        maw={480}
      />
      {projectId &&
        (cards.isPending ? (
          <LoadingState />
        ) : (
          cards.data && (
            <Stack gap="md" mt="md">
              {cards.data.cards.length === 0 ? (
                <EmptyState text={t('timesheetRevenue.rates.none')} />
              ) : (
                <Table striped data-testid="rate-cards">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('timesheetRevenue.rates.appliesTo')}</Table.Th>
                      <Table.Th>{t('timesheetRevenue.rates.validFrom')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.rates.billRate')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.rates.costRate')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {cards.data.cards.map((c) => (
                      <Table.Tr key={c.id}>
                        <Table.Td>
                          <Badge variant="light" color="gray" mr="xs">
                            {t(`timesheetRevenue.rates.scopes.${c.scope}`)}
                          </Badge>
                          {targetOf(c)}
                        </Table.Td>
                        <Table.Td>{formatDate(c.validFrom)}</Table.Td>
                        <Table.Td ta="right">{money(c.billRate)}</Table.Td>
                        <Table.Td ta="right">{money(c.costRate)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              {closedMonths.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t('timesheetRevenue.rates.closedMonths', { months: closedMonths.join(', ') })}
                </Text>
              )}

              {canEdit ? (
                <>
                  <Title order={3} size="h5">
                    {t('timesheetRevenue.rates.change')}
                  </Title>
                  <SegmentedControl
                    value={draft.scope}
                    onChange={(v) => set('scope', v as RateScope)}
                    data={RATE_SCOPES.map((value) => ({ value, label: t(`timesheetRevenue.rates.scopes.${value}`) }))}
                    aria-label={t('timesheetRevenue.rates.appliesTo')}
                    w="fit-content"
                  />
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                    {draft.scope === 'role' && (
                      <TextInput
                        label={t('timesheetRevenue.rates.designation')}
                        withAsterisk
                        value={draft.designation}
                        onChange={(e) => set('designation', e.currentTarget.value)}
                        error={errors.designation}
                      />
                    )}
                    {draft.scope === 'person' && (
                      <PersonPicker
                        label={t('timesheetRevenue.rates.person')}
                        required
                        known={[]}
                        value={draft.employeeId}
                        onChange={(id) => set('employeeId', id)}
                        error={errors.employeeId}
                        searchPath="/revenue-details/people"
                      />
                    )}
                    <NumberInput
                      label={t('timesheetRevenue.rates.billRate')}
                      withAsterisk
                      min={0}
                      decimalScale={2}
                      value={draft.billRate}
                      onChange={(v) => set('billRate', v)}
                      error={errors.billRate}
                      leftSection={<Text size="xs">{currency}</Text>}
                    />
                    <NumberInput
                      label={t('timesheetRevenue.rates.costRate')}
                      withAsterisk
                      min={0}
                      decimalScale={2}
                      value={draft.costRate}
                      onChange={(v) => set('costRate', v)}
                      error={errors.costRate}
                      leftSection={<Text size="xs">{currency}</Text>}
                    />
                    <DateField
                      label={t('timesheetRevenue.rates.validFrom')}
                      withAsterisk
                      value={draft.validFrom}
                      onChange={(v) => set('validFrom', v)}
                      error={errors.validFrom}
                    />
                  </SimpleGrid>
                  <Group gap="md">
                    <Button onClick={() => void showPreview()} loading={previewRate.isPending}>
                      {t('timesheetRevenue.rates.preview')}
                    </Button>
                    <Select
                      aria-label={t('timesheetRevenue.rates.monthToClose')}
                      placeholder={t('timesheetRevenue.rates.monthToClose')}
                      data={closable}
                      value={closing}
                      onChange={(m) => {
                        setCloseError(null);
                        setClosing(m);
                      }}
                      w={200}
                    />
                  </Group>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('timesheetRevenue.rates.readOnly')}
                </Text>
              )}
            </Stack>
          )
        ))}

      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={t('timesheetRevenue.rates.previewTitle')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('org.common.close') }}
      >
        {preview && (
          <Stack gap="md">
            <Text data-testid="rate-preview-summary">
              {t('timesheetRevenue.rates.previewSummary', {
                lines: preview.view.lines.length,
                before: money(preview.view.revenueBefore),
                after: money(preview.view.revenueAfter),
                difference: money(preview.view.difference),
              })}
            </Text>
            {preview.view.frozenHours > 0 && (
              <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />}>
                {t('timesheetRevenue.rates.frozenHours', { hours: preview.view.frozenHours })}
              </Alert>
            )}
            {preview.view.lines.length > 0 && (
              <Table.ScrollContainer
                minWidth={560}
                mah={320}
                scrollAreaProps={{
                  viewportProps: {
                    tabIndex: 0,
                    role: 'region',
                    'aria-label': t('timesheetRevenue.rates.affectedLines'),
                  },
                }}
              >
                <Table striped data-testid="rate-preview-lines">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('timesheetRevenue.groups.person')}</Table.Th>
                      <Table.Th>{t('timesheetRevenue.rates.week')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.hours')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.rates.before')}</Table.Th>
                      <Table.Th ta="right">{t('timesheetRevenue.rates.after')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.view.lines.map((l) => (
                      <Table.Tr key={l.lineId}>
                        <Table.Td>{l.displayName}</Table.Td>
                        <Table.Td>{formatDate(l.weekStartDate)}</Table.Td>
                        <Table.Td ta="right">{l.hours}</Table.Td>
                        <Table.Td ta="right">{money(l.revenueBefore)}</Table.Td>
                        <Table.Td ta="right">{money(l.revenueAfter)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPreview(null)}>
                {t('timesheetRevenue.rates.cancel')}
              </Button>
              <Button onClick={() => void confirm()} loading={applyRate.isPending}>
                {t('timesheetRevenue.rates.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={closing !== null}
        title={t('timesheetRevenue.rates.closeTitle')}
        message={t('timesheetRevenue.rates.closeMessage', { month: closing ?? '' })}
        confirmLabel={t('timesheetRevenue.rates.closeConfirm')}
        cancelLabel={t('timesheetRevenue.rates.cancel')}
        onConfirm={() => void closeMonth()}
        onClose={() => setClosing(null)}
        loading={closePeriod.isPending}
        error={closeError}
      />
    </Paper>
  );
}
