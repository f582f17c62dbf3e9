import { useRef, useState } from 'react';
import { BarChart } from '@mantine/charts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type {
  CalibrationEmployee,
  CalibrationGroupQuery,
  CalibrationSortField,
  CalibrationView,
} from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { type DataColumn } from '../../../components/table/DataTable.tsx';
import { PagedQueryTable } from '../../../components/table/PagedQueryTable.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { initialTableState, tableQuery } from '../../../components/table/tableState.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalibration, useCloseSession } from '../reviews/reviewsApi.ts';
import { CalibrationChangeModal } from './CalibrationChangeModal.tsx';
import { useCalibrationEmployees, useCalibrationGroups, useSaveCalibrationConfiguration } from './calibrationApi.ts';

const rating = (value: number | null) => (value === null ? '—' : value.toFixed(1));

function Distribution({ view }: { view: CalibrationView }) {
  const { t } = useTranslation();
  const data = view.bands.map((band, i) => ({
    band: band.label,
    [t('reviews.calibration.target')]: view.target[i]!.percent,
    [t('reviews.calibration.actual')]: view.actual[i]!.percent,
  }));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('reviews.calibration.distribution')}
      </Title>
      <div role="img" aria-label={t('reviews.calibration.chartLabel')}>
        <BarChart
          h={240}
          data={data}
          dataKey="band"
          withLegend
          series={[
            { name: t('reviews.calibration.target'), color: 'gray.5' },
            { name: t('reviews.calibration.actual'), color: 'blue.7' },
          ]}
        />
      </div>
      <PlainTable
        label={t('reviews.calibration.distribution')}
        minWidth={520}
        headers={[
          t('reviews.calibration.band'),
          t('reviews.calibration.target'),
          t('reviews.calibration.actual'),
          t('reviews.calibration.count'),
        ]}
        testId="distribution"
      >
        {view.actual.map((row, i) => (
          <Table.Tr key={row.band}>
            <Table.Td>{row.band}</Table.Td>
            <Table.Td>{view.target[i]!.percent}%</Table.Td>
            <Table.Td>{row.percent}%</Table.Td>
            <Table.Td>{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    </Paper>
  );
}

const SIGNIFICANCES = ['0.01', '0.05', '0.1'];

function Configuration({ cycleId, view, locked }: { cycleId: string; view: CalibrationView; locked: boolean }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveCalibrationConfiguration(cycleId);
  const [shares, setShares] = useState(view.configuration.targetDistribution);
  const [threshold, setThreshold] = useState(view.configuration.outlierThreshold);
  const [significance, setSignificance] = useState(String(view.configuration.significance));
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('reviews.calibration.configuration')}
      </Title>
      <Group align="flex-end">
        {view.bands.map((band, i) => (
          <NumberInput
            key={band.label}
            w={150}
            min={0}
            max={100}
            label={t('reviews.calibration.shareOf', { band: band.label })}
            value={shares[i] ?? 0}
            onChange={(v) => setShares(shares.map((s, j) => (j === i ? Number(v) || 0 : s)))}
            readOnly={locked}
          />
        ))}
        <NumberInput
          w={200}
          min={0.1}
          max={2}
          step={0.05}
          decimalScale={2}
          label={t('reviews.calibration.threshold')}
          value={threshold}
          onChange={(v) => setThreshold(Number(v) || 0.1)}
          readOnly={locked}
          error={errors.outlierThreshold}
        />
        <Select
          w={220}
          label={t('calibrationStats.significance')}
          data={SIGNIFICANCES.map((value) => ({ value, label: t('calibrationStats.significanceOption', { value }) }))}
          value={SIGNIFICANCES.includes(significance) ? significance : '0.05'}
          onChange={(value) => setSignificance(value ?? '0.05')}
          allowDeselect={false}
          readOnly={locked}
        />
        {!locked && (
          <Button
            loading={save.isPending}
            onClick={async () => {
              setErrors({});
              try {
                await save.mutateAsync({
                  targetDistribution: shares,
                  outlierThreshold: threshold,
                  significance: Number(significance),
                });
                showToast('success', t('reviews.calibration.configurationSaved'));
              } catch (error) {
                if (error instanceof Error) reportSaveError(error, setErrors, messageText);
              }
            }}
          >
            {t('reviews.calibration.saveConfiguration')}
          </Button>
        )}
      </Group>
      {errors.targetDistribution && (
        <Text c="red.8" size="sm" role="alert" mt="xs">
          {errors.targetDistribution}
        </Text>
      )}
    </Paper>
  );
}

/** Managers with their mean, spread and chi-square test against the target; flagged ones first. */
function Managers({ view }: { view: CalibrationView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('reviews.calibration.managers')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('calibrationStats.chiSquareHelp', { significance: view.configuration.significance })}
      </Text>
      <PlainTable
        label={t('reviews.calibration.managersCaption')}
        minWidth={820}
        headers={[
          t('reviews.calibration.manager'),
          t('reviews.calibration.count'),
          t('reviews.calibration.mean'),
          t('reviews.calibration.spread'),
          t('calibrationStats.chiSquare'),
          t('calibrationStats.pValue'),
          t('reviews.calibration.flags'),
        ]}
        testId="calibration-managers"
      >
        {view.managers.map((m) => (
          <Table.Tr key={m.managerId}>
            <Table.Td>{m.name}</Table.Td>
            <Table.Td>{m.count}</Table.Td>
            <Table.Td>{m.mean.toFixed(2)}</Table.Td>
            <Table.Td>{m.spread.toFixed(2)}</Table.Td>
            <Table.Td>
              {m.chiSquare
                ? t('calibrationStats.statistic', {
                    statistic: m.chiSquare.statistic.toFixed(2),
                    df: m.chiSquare.df,
                    critical: m.chiSquare.critical.toFixed(2),
                  })
                : t('calibrationStats.tooFew')}
            </Table.Td>
            <Table.Td>
              {m.chiSquare ? (m.chiSquare.pValue < 0.0001 ? '< 0.0001' : m.chiSquare.pValue.toFixed(4)) : '—'}
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {m.flags.map((flag) => (
                  <Badge key={flag} color="orange" variant="dot" tt="none">
                    {flag === 'offTarget'
                      ? t('calibrationStats.offTarget')
                      : t(`reviews.calibration.flagNames.${flag as 'highMean'}`)}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
      {view.smallTeams > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('calibrationStats.smallTeams', { count: view.smallTeams })}
        </Text>
      )}
    </Paper>
  );
}

const BOX_PAGE = 20;

/** A 9-box cell's people, fetched when the cell is opened, a page at a time; each can be dragged to another cell. */
function BoxPeople({
  cycleId,
  group,
  box,
  onDrag,
}: {
  cycleId: string;
  group: CalibrationGroupQuery;
  box: string;
  onDrag(employee: CalibrationEmployee): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const people = useCalibrationEmployees(cycleId, group, { box, page: String(page), size: String(BOX_PAGE) });
  if (people.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (people.isError)
    return (
      <Text size="xs" c="red.8" role="alert">
        {t('calibrationStats.boxError')}
      </Text>
    );
  const { items, total } = people.data;
  const pages = Math.max(1, Math.ceil(total / BOX_PAGE));
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {items.map((e) => (
          <Badge
            key={e.reviewId}
            size="xs"
            variant="outline"
            tt="none"
            draggable={!e.locked}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', e.reviewId);
              onDrag(e);
            }}
            style={{ cursor: e.locked ? 'default' : 'grab' }}
          >
            {e.displayName}
          </Badge>
        ))}
      </Group>
      {pages > 1 && (
        <Group gap={4}>
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            aria-label={t('calibrationStats.previousPeople')}
          >
            <IconChevronLeft size={14} aria-hidden />
          </ActionIcon>
          <Text size="xs">{t('calibrationStats.boxPage', { page, pages })}</Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            aria-label={t('calibrationStats.nextPeople')}
          >
            <IconChevronRight size={14} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}

/** 3×3 performance × potential with counts; a cell's people load when it is opened; one dragged to another potential column opens the change with that potential. */
function NineBox({
  cycleId,
  group,
  view,
  onDrop,
}: {
  cycleId: string;
  group: CalibrationGroupQuery;
  view: CalibrationView;
  onDrop(employee: CalibrationEmployee, potential: number): void;
}) {
  const { t } = useTranslation();
  const levels = t('reviews.calibration.levels', { returnObjects: true }) as string[];
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const dragged = useRef<CalibrationEmployee | null>(null);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('reviews.calibration.nineBox')}
      </Title>
      <Text
        size="xs"
        c="dimmed"
      >{`↑ ${t('reviews.calibration.performanceAxis')} · → ${t('reviews.calibration.potentialAxis')} · ${t('calibrationStats.dragHint')}`}</Text>
      <SimpleGrid cols={3} spacing="xs" data-testid="nine-box">
        {[2, 1, 0].flatMap((performance) =>
          [0, 1, 2].map((potential) => {
            const box = view.nineBox.find((b) => b.performance === performance && b.potential === potential)!;
            const key = `${performance}:${potential}`;
            const isOpen = open.has(key);
            return (
              <Paper
                key={key}
                withBorder
                p="xs"
                bg={performance + potential >= 3 ? 'teal.0' : undefined}
                aria-label={t('reviews.calibration.boxLabel', {
                  performance: levels[performance],
                  potential: levels[potential],
                  count: box.count,
                })}
                role="group"
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  const employee = dragged.current;
                  dragged.current = null;
                  if (employee && employee.reviewId === event.dataTransfer.getData('text/plain'))
                    onDrop(employee, potential + 1);
                }}
              >
                <Group justify="space-between" gap={4}>
                  <Text size="xs" c="dimmed">{`${levels[performance]} / ${levels[potential]}`}</Text>
                  {box.count > 0 && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-expanded={isOpen}
                      onClick={() =>
                        setOpen((current) => {
                          const next = new Set(current);
                          if (isOpen) next.delete(key);
                          else next.add(key);
                          return next;
                        })
                      }
                    >
                      {isOpen ? t('calibrationStats.hidePeople') : t('calibrationStats.showPeople')}
                    </Button>
                  )}
                </Group>
                <Text fw={700}>{box.count}</Text>
                {isOpen && (
                  <BoxPeople
                    cycleId={cycleId}
                    group={group}
                    box={key}
                    onDrag={(employee) => (dragged.current = employee)}
                  />
                )}
              </Paper>
            );
          }),
        )}
      </SimpleGrid>
    </Paper>
  );
}

type Filters = { search: string; box: string; band: string; managerId: string };

/** The group's people, paged by the server, with search and filters by 9-box cell, band and manager. */
function Employees({
  cycleId,
  group,
  view,
  locked,
  onChange,
}: {
  cycleId: string;
  group: CalibrationGroupQuery;
  view: CalibrationView;
  locked: boolean;
  onChange(employee: CalibrationEmployee): void;
}) {
  const { t } = useTranslation();
  const levels = t('reviews.calibration.levels', { returnObjects: true }) as string[];
  const [state, setState] = useState(() =>
    initialTableState<CalibrationSortField, Filters>('name', { search: '', box: '', band: '', managerId: '' }),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = useCalibrationEmployees(
    cycleId,
    group,
    tableQuery({ ...state, filters: { ...state.filters, search: debounced } }),
  );
  const setFilter = (key: Exclude<keyof Filters, 'search'>, value: string) =>
    setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [key]: value } }));
  const columns: DataColumn<CalibrationEmployee, CalibrationSortField>[] = [
    {
      id: 'name',
      label: t('reviews.rm.employee'),
      sortKey: 'name',
      render: (e) => `${e.displayName} (${e.employeeNumber})`,
    },
    { id: 'manager', label: t('reviews.calibration.manager'), sortKey: 'manager', render: (e) => e.managerName ?? '—' },
    { id: 'self', label: t('reviews.calibration.self'), render: (e) => rating(e.selfRating) },
    {
      id: 'managerRating',
      label: t('reviews.calibration.managerRating'),
      sortKey: 'managerRating',
      render: (e) => rating(e.managerRating),
    },
    { id: 'practiceHead', label: t('reviews.calibration.practiceHead'), render: (e) => rating(e.practiceHeadRating) },
    {
      id: 'final',
      label: t('reviews.calibration.final'),
      sortKey: 'finalRating',
      render: (e) => rating(e.finalRating ?? e.managerRating),
    },
    {
      id: 'potential',
      label: t('reviews.calibration.potential'),
      sortKey: 'potential',
      render: (e) => e.potential ?? '—',
    },
    {
      id: 'actions',
      label: t('reviews.setup.actions'),
      render: (e) => (
        <Button
          size="xs"
          variant="default"
          disabled={locked || e.locked}
          aria-label={t('reviews.calibration.changeNamed', { name: e.displayName })}
          onClick={() => onChange(e)}
        >
          {t('reviews.calibration.change')}
        </Button>
      ),
    },
  ];
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('reviews.calibration.employees')}
      </Title>
      <Group align="flex-end" gap="sm" mb="sm">
        <TextInput
          label={t('calibrationStats.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setState((s) => ({ ...s, page: 1 }));
          }}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label={t('calibrationStats.box')}
          w={220}
          data={[
            { value: '', label: t('calibrationStats.anyBox') },
            ...[2, 1, 0].flatMap((p) =>
              [0, 1, 2].map((q) => ({ value: `${p}:${q}`, label: `${levels[p]} / ${levels[q]}` })),
            ),
          ]}
          value={state.filters.box}
          onChange={(value) => setFilter('box', value ?? '')}
          allowDeselect={false}
        />
        <Select
          label={t('reviews.calibration.band')}
          w={220}
          data={[
            { value: '', label: t('calibrationStats.anyBand') },
            ...view.bands.map((band, i) => ({ value: String(i), label: band.label })),
          ]}
          value={state.filters.band}
          onChange={(value) => setFilter('band', value ?? '')}
          allowDeselect={false}
        />
        <Select
          label={t('reviews.calibration.manager')}
          w={240}
          searchable
          data={[
            { value: '', label: t('calibrationStats.anyManager') },
            ...view.managers.map((m) => ({ value: m.managerId, label: m.name })),
          ]}
          value={state.filters.managerId}
          onChange={(value) => setFilter('managerId', value ?? '')}
          allowDeselect={false}
        />
      </Group>
      <PagedQueryTable
        list={list}
        state={state}
        setState={setState}
        caption={t('reviews.calibration.employeesCaption')}
        columns={columns}
        rowKey={(e) => e.reviewId}
        empty={t('calibrationStats.noPeople')}
      />
    </Paper>
  );
}

/** SPEC §2 /pmm/review-cycle/calibration/{id}: a group's ratings against the target, outlier managers, the 9-box, changes with reasons, closing. */
export function CalibrationPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDateTime } = useFormatDate();
  const { id = '' } = useParams();
  const [group, setGroup] = useState<CalibrationGroupQuery>({ groupBy: 'all' });
  const calibration = useCalibration(id, group);
  const groups = useCalibrationGroups(id);
  const close = useCloseSession(id, group);
  const [changing, setChanging] = useState<{ employee: CalibrationEmployee; potential?: number } | null>(null);
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = calibration.data;
  const locked = !view || view.cycle.status !== 'launched' || view.session?.status === 'closed';
  const groupOptions = (
    groups.data ?? [{ groupBy: group.groupBy, groupId: group.groupId ?? null, name: view?.group.name ?? '' }]
  ).map((g) => ({
    value: `${g.groupBy}:${g.groupId ?? ''}`,
    label: `${t(`reviews.calibration.groupKinds.${g.groupBy}`)}: ${g.name}`,
  }));

  return (
    <Page
      title={view ? `${t('reviews.calibration.title')}: ${view.cycle.name}` : t('reviews.calibration.title')}
      intro={t('reviews.calibration.intro')}
    >
      {calibration.isPending ? (
        <LoadingState />
      ) : calibration.isError ? (
        <LoadErrorState error={calibration.error} onRetry={() => void calibration.refetch()} />
      ) : (
        <Stack>
          <Group align="flex-end" justify="space-between">
            <Select
              label={t('reviews.calibration.group')}
              w={340}
              allowDeselect={false}
              searchable
              data={groupOptions}
              value={`${group.groupBy}:${group.groupId ?? ''}`}
              onChange={(value) => {
                const [groupBy, groupId] = (value ?? 'all:').split(':') as [CalibrationGroupQuery['groupBy'], string];
                setGroup(groupId ? { groupBy, groupId } : { groupBy });
              }}
            />
            <Group>
              <Badge
                size="lg"
                variant="dot"
                tt="none"
                color={calibration.data.session?.status === 'closed' ? 'gray' : 'blue'}
              >
                {calibration.data.session === null
                  ? t('reviews.calibration.sessionNone')
                  : calibration.data.session.status === 'closed'
                    ? t('reviews.calibration.sessionClosed')
                    : t('reviews.calibration.sessionOpen')}
              </Badge>
              {!locked && (
                <Button color="red" variant="light" onClick={() => setClosing(true)}>
                  {t('reviews.calibration.close')}
                </Button>
              )}
            </Group>
          </Group>
          <Distribution view={calibration.data} />
          <Configuration
            key={`${calibration.data.configuration.targetDistribution.join()}-${calibration.data.configuration.significance}`}
            cycleId={id}
            view={calibration.data}
            locked={calibration.data.cycle.status !== 'launched'}
          />
          <Managers view={calibration.data} />
          <NineBox
            key={`${group.groupBy}:${group.groupId ?? ''}`}
            cycleId={id}
            group={group}
            view={calibration.data}
            onDrop={(employee, potential) => {
              if (!employee.locked && !locked) setChanging({ employee, potential });
            }}
          />
          <Employees
            key={`${group.groupBy}:${group.groupId ?? ''}`}
            cycleId={id}
            group={group}
            view={calibration.data}
            locked={locked}
            onChange={(employee) => setChanging({ employee })}
          />
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('reviews.calibration.changes')}
            </Title>
            <PlainTable
              label={t('reviews.calibration.changesCaption')}
              minWidth={820}
              headers={[
                t('reviews.rm.employee'),
                t('reviews.calibration.field'),
                t('reviews.calibration.from'),
                t('reviews.calibration.to'),
                t('reviews.calibration.reason'),
                t('reviews.calibration.by'),
                t('reviews.calibration.when'),
              ]}
              testId="calibration-changes"
            >
              {calibration.data.changes.map((c) => (
                <Table.Tr key={`${c.changedAt}-${c.employeeName}-${c.field}`}>
                  <Table.Td>{c.employeeName}</Table.Td>
                  <Table.Td>{t(`reviews.calibration.fields.${c.field as 'finalRating'}`)}</Table.Td>
                  <Table.Td>{c.oldValue ?? '—'}</Table.Td>
                  <Table.Td>{c.newValue ?? '—'}</Table.Td>
                  <Table.Td>{c.reason}</Table.Td>
                  <Table.Td>{c.changedBy ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(c.changedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          </Paper>
        </Stack>
      )}
      {changing && (
        <CalibrationChangeModal
          cycleId={id}
          group={group}
          employee={changing.employee}
          {...(changing.potential !== undefined ? { potential: changing.potential } : {})}
          onClose={() => setChanging(null)}
        />
      )}
      <ConfirmDialog
        opened={closing}
        title={t('reviews.calibration.close')}
        message={t('reviews.calibration.closeConfirm', { name: view?.group.name ?? '' })}
        confirmLabel={t('reviews.calibration.close')}
        cancelLabel={t('reviews.setup.cancel')}
        danger
        loading={close.isPending}
        error={refusal}
        onConfirm={async () => {
          try {
            await close.mutateAsync();
            showToast('success', t('reviews.calibration.closed'));
            setClosing(false);
          } catch (error) {
            setRefusal(error instanceof Error ? messageText(error.message) : null);
          }
        }}
        onClose={() => {
          setClosing(false);
          setRefusal(null);
        }}
      />
    </Page>
  );
}
