import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CalibrationEmployee, CalibrationGroupQuery, CalibrationView } from '@tenure/domain/performance';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { PlainTable } from '../../../components/table/PlainTable.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalibration, useCloseSession, useSaveConfiguration } from '../reviews/reviewsApi.ts';
import { CalibrationChangeModal } from './CalibrationChangeModal.tsx';

const rating = (value: number | null) => (value === null ? '—' : value.toFixed(1));

function Distribution({ view }: { view: CalibrationView }) {
  const { t } = useTranslation();
  const data = view.bands.map((band, i) => ({ band: band.label, [t('reviews.calibration.target')]: view.target[i]!.percent, [t('reviews.calibration.actual')]: view.actual[i]!.percent }));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">{t('reviews.calibration.distribution')}</Title>
      <div role="img" aria-label={t('reviews.calibration.chartLabel')}>
        <BarChart h={240} data={data} dataKey="band" withLegend series={[{ name: t('reviews.calibration.target'), color: 'gray.5' }, { name: t('reviews.calibration.actual'), color: 'blue.7' }]} />
      </div>
      <PlainTable label={t('reviews.calibration.distribution')} minWidth={520} headers={[t('reviews.calibration.band'), t('reviews.calibration.target'), t('reviews.calibration.actual'), t('reviews.calibration.count')]} testId="distribution">
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

function Configuration({ cycleId, view, locked }: { cycleId: string; view: CalibrationView; locked: boolean }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveConfiguration(cycleId);
  const [shares, setShares] = useState(view.configuration.targetDistribution);
  const [threshold, setThreshold] = useState(view.configuration.outlierThreshold);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">{t('reviews.calibration.configuration')}</Title>
      <Group align="flex-end">
        {view.bands.map((band, i) => (
          <NumberInput key={band.label} w={150} min={0} max={100} label={t('reviews.calibration.shareOf', { band: band.label })} value={shares[i] ?? 0} onChange={(v) => setShares(shares.map((s, j) => (j === i ? Number(v) || 0 : s)))} readOnly={locked} />
        ))}
        <NumberInput w={200} min={0.1} max={2} step={0.05} decimalScale={2} label={t('reviews.calibration.threshold')} value={threshold} onChange={(v) => setThreshold(Number(v) || 0.1)} readOnly={locked} error={errors.outlierThreshold} />
        {!locked && (
          <Button
            loading={save.isPending}
            onClick={async () => {
              setErrors({});
              try {
                await save.mutateAsync({ targetDistribution: shares, outlierThreshold: threshold });
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
      {errors.targetDistribution && <Text c="red.8" size="sm" role="alert" mt="xs">{errors.targetDistribution}</Text>}
    </Paper>
  );
}

/** 3×3 performance × potential; an employee dragged to another potential column opens the change with that potential. */
function NineBox({ view, onDrop }: { view: CalibrationView; onDrop(reviewId: string, potential: number): void }) {
  const { t } = useTranslation();
  const levels = t('reviews.calibration.levels', { returnObjects: true }) as string[];
  const byName = new Map(view.employees.map((e) => [e.displayName, e.reviewId]));
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">{t('reviews.calibration.nineBox')}</Title>
      <Text size="xs" c="dimmed">{`↑ ${t('reviews.calibration.performanceAxis')} · → ${t('reviews.calibration.potentialAxis')}`}</Text>
      <SimpleGrid cols={3} spacing="xs" data-testid="nine-box">
        {[2, 1, 0].flatMap((performance) =>
          [0, 1, 2].map((potential) => {
            const box = view.nineBox.find((b) => b.performance === performance && b.potential === potential)!;
            return (
              <Paper
                key={`${performance}-${potential}`}
                withBorder
                p="xs"
                bg={performance + potential >= 3 ? 'teal.0' : undefined}
                aria-label={t('reviews.calibration.boxLabel', { performance: levels[performance], potential: levels[potential], count: box.count })}
                role="group"
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  const reviewId = event.dataTransfer.getData('text/plain');
                  if (reviewId) onDrop(reviewId, potential + 1);
                }}
              >
                <Text size="xs" c="dimmed">{`${levels[performance]} / ${levels[potential]}`}</Text>
                <Text fw={700}>{box.count}</Text>
                <Group gap={4}>
                  {box.employees.map((name) => (
                    <Badge key={name} size="xs" variant="outline" tt="none" draggable onDragStart={(event) => event.dataTransfer.setData('text/plain', byName.get(name) ?? '')} style={{ cursor: 'grab' }}>
                      {name}
                    </Badge>
                  ))}
                </Group>
              </Paper>
            );
          }),
        )}
      </SimpleGrid>
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
  const close = useCloseSession(id, group);
  const [changing, setChanging] = useState<{ employee: CalibrationEmployee; potential?: number } | null>(null);
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = calibration.data;
  const locked = !view || view.cycle.status !== 'launched' || view.session?.status === 'closed';

  return (
    <Page title={view ? `${t('reviews.calibration.title')}: ${view.cycle.name}` : t('reviews.calibration.title')} intro={t('reviews.calibration.intro')}>
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
              data={calibration.data.groups.map((g) => ({ value: `${g.groupBy}:${g.groupId ?? ''}`, label: `${t(`reviews.calibration.groupKinds.${g.groupBy}`)}: ${g.name}` }))}
              value={`${group.groupBy}:${group.groupId ?? ''}`}
              onChange={(value) => {
                const [groupBy, groupId] = (value ?? 'all:').split(':') as [CalibrationGroupQuery['groupBy'], string];
                setGroup(groupId ? { groupBy, groupId } : { groupBy });
              }}
            />
            <Group>
              <Badge size="lg" variant="dot" tt="none" color={calibration.data.session?.status === 'closed' ? 'gray' : 'blue'}>
                {calibration.data.session === null ? t('reviews.calibration.sessionNone') : calibration.data.session.status === 'closed' ? t('reviews.calibration.sessionClosed') : t('reviews.calibration.sessionOpen')}
              </Badge>
              {!locked && <Button color="red" variant="light" onClick={() => setClosing(true)}>{t('reviews.calibration.close')}</Button>}
            </Group>
          </Group>
          <Distribution view={calibration.data} />
          <Configuration key={calibration.data.configuration.targetDistribution.join()} cycleId={id} view={calibration.data} locked={calibration.data.cycle.status !== 'launched'} />
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">{t('reviews.calibration.managers')}</Title>
            <PlainTable label={t('reviews.calibration.managersCaption')} minWidth={620} headers={[t('reviews.calibration.manager'), t('reviews.calibration.count'), t('reviews.calibration.mean'), t('reviews.calibration.spread'), t('reviews.calibration.flags')]}>
              {calibration.data.managers.map((m) => (
                <Table.Tr key={m.managerId}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>{m.count}</Table.Td>
                  <Table.Td>{m.mean.toFixed(2)}</Table.Td>
                  <Table.Td>{m.spread.toFixed(2)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {m.flags.map((flag) => <Badge key={flag} color="orange" variant="dot" tt="none">{t(`reviews.calibration.flagNames.${flag as 'highMean'}`)}</Badge>)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          </Paper>
          <NineBox
            view={calibration.data}
            onDrop={(reviewId, potential) => {
              const employee = calibration.data.employees.find((e) => e.reviewId === reviewId);
              if (employee && !employee.locked && !locked) setChanging({ employee, potential });
            }}
          />
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">{t('reviews.calibration.employees')}</Title>
            <PlainTable
              label={t('reviews.calibration.employeesCaption')}
              minWidth={900}
              headers={[t('reviews.rm.employee'), t('reviews.calibration.manager'), t('reviews.calibration.self'), t('reviews.calibration.managerRating'), t('reviews.calibration.practiceHead'), t('reviews.calibration.final'), t('reviews.calibration.potential'), t('reviews.setup.actions')]}
              testId="calibration-employees"
            >
              {calibration.data.employees.map((e) => (
                <Table.Tr key={e.reviewId}>
                  <Table.Td>{`${e.displayName} (${e.employeeNumber})`}</Table.Td>
                  <Table.Td>{e.managerName ?? '—'}</Table.Td>
                  <Table.Td>{rating(e.selfRating)}</Table.Td>
                  <Table.Td>{rating(e.managerRating)}</Table.Td>
                  <Table.Td>{rating(e.practiceHeadRating)}</Table.Td>
                  <Table.Td>{rating(e.finalRating ?? e.managerRating)}</Table.Td>
                  <Table.Td>{e.potential ?? '—'}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" disabled={locked || e.locked} aria-label={t('reviews.calibration.changeNamed', { name: e.displayName })} onClick={() => setChanging({ employee: e })}>
                      {t('reviews.calibration.change')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </PlainTable>
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">{t('reviews.calibration.changes')}</Title>
            <PlainTable label={t('reviews.calibration.changesCaption')} minWidth={820} headers={[t('reviews.rm.employee'), t('reviews.calibration.field'), t('reviews.calibration.from'), t('reviews.calibration.to'), t('reviews.calibration.reason'), t('reviews.calibration.by'), t('reviews.calibration.when')]} testId="calibration-changes">
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
      {changing && <CalibrationChangeModal cycleId={id} group={group} employee={changing.employee} {...(changing.potential !== undefined ? { potential: changing.potential } : {})} onClose={() => setChanging(null)} />}
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
