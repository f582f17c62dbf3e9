import { useState } from 'react';
import { Badge, Button, Group, Stack, Switch, Table, Tabs, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  goalMasterInput,
  goalPeriodInput,
  type GoalMasterInput,
  type GoalMasterKind,
  type GoalMasterView,
  type GoalPeriodInput,
  type GoalPeriodView,
} from '@tenure/domain/performance';
import { DateField } from '../../../components/DateField.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { GoalFormModal } from './GoalFormModal.tsx';
import { GoalList } from './GoalList.tsx';
import { useCurrentPeriod, useGoalMasters, useGoalPeriods, useSaveMaster, useSavePeriod } from './goalsApi.ts';

/** SPEC §2 /performance/goals-settings: HR keeps goal types, statuses, periods and the strategic objectives. */
export function GoalsSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('goals.settings.title')} intro={t('goals.settings.intro')}>
      <Tabs defaultValue="objectives" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="objectives">{t('goals.settings.objectives')}</Tabs.Tab>
          <Tabs.Tab value="periods">{t('goals.settings.periods')}</Tabs.Tab>
          <Tabs.Tab value="types">{t('goals.settings.types')}</Tabs.Tab>
          <Tabs.Tab value="statuses">{t('goals.settings.statuses')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="objectives" pt="md">
          <Objectives />
        </Tabs.Panel>
        <Tabs.Panel value="periods" pt="md">
          <Periods />
        </Tabs.Panel>
        <Tabs.Panel value="types" pt="md">
          <Masters kind="type" />
        </Tabs.Panel>
        <Tabs.Panel value="statuses" pt="md">
          <Masters kind="status" />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

function Objectives() {
  const { t } = useTranslation();
  const period = useCurrentPeriod();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      {period.data && (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('goals.settings.addObjective')}
          </Button>
        </Group>
      )}
      <GoalList query={{ scope: 'company', level: 'company' }} />
      {adding && <GoalFormModal goal={null} level="company" onClose={() => setAdding(false)} />}
    </Stack>
  );
}

function Masters({ kind }: { kind: GoalMasterKind }) {
  const { t } = useTranslation();
  const masters = useGoalMasters(kind, true);
  const [editing, setEditing] = useState<GoalMasterView | 'new' | null>(null);
  const caption = t(kind === 'type' ? 'goals.settings.types' : 'goals.settings.statuses');
  if (masters.isPending) return <LoadingState />;
  if (masters.isError) return <LoadErrorState error={masters.error} onRetry={() => void masters.refetch()} />;
  return (
    <Stack gap="sm">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('goals.settings.add')}
        </Button>
      </Group>
      {masters.data.length === 0 ? (
        <EmptyState text={t('goals.empty')} />
      ) : (
        <Table striped>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('goals.settings.name')}</Table.Th>
              <Table.Th>{t('goals.settings.active')}</Table.Th>
              <Table.Th>{t('goals.settings.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {masters.data.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.name}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={m.isActive ? 'teal' : 'gray'}>
                    {m.isActive ? t('goals.settings.active') : t('goals.settings.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${t('goals.edit')} ${m.name}`}
                    onClick={() => setEditing(m)}
                  >
                    {t('goals.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <MasterForm kind={kind} master={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}

function MasterForm({
  kind,
  master,
  onClose,
}: {
  kind: GoalMasterKind;
  master: GoalMasterView | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveMaster(kind);
  const { form, submit, saving, errorOf } = useEntityForm<{ name: string; isActive: boolean }, GoalMasterInput>({
    initialValues: { name: master?.name ?? '', isActive: master?.isActive ?? true },
    schema: goalMasterInput,
    toInput: (v) => v,
    save: (body) => save.mutateAsync({ id: master?.id ?? null, body }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={master ? t('goals.settings.editMaster') : t('goals.settings.newMaster')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('goals.settings.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
        data-autofocus
      />
      <Switch label={t('goals.settings.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}

function Periods() {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const periods = useGoalPeriods();
  const [editing, setEditing] = useState<GoalPeriodView | 'new' | null>(null);
  if (periods.isPending) return <LoadingState />;
  if (periods.isError) return <LoadErrorState error={periods.error} onRetry={() => void periods.refetch()} />;
  return (
    <Stack gap="sm">
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('goals.settings.add')}
        </Button>
      </Group>
      {periods.data.length === 0 ? (
        <EmptyState text={t('goals.noPeriod')} />
      ) : (
        <Table striped>
          <Table.Caption>{t('goals.settings.periods')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('goals.settings.name')}</Table.Th>
              <Table.Th>{t('goals.settings.dates')}</Table.Th>
              <Table.Th>{t('goals.settings.active')}</Table.Th>
              <Table.Th>{t('goals.settings.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.data.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{`${formatDate(p.startDate)} – ${formatDate(p.endDate)}`}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={p.isActive ? 'teal' : 'gray'}>
                    {p.isActive ? t('goals.settings.active') : t('goals.settings.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`${t('goals.edit')} ${p.name}`}
                    onClick={() => setEditing(p)}
                  >
                    {t('goals.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && <PeriodForm period={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function PeriodForm({ period, onClose }: { period: GoalPeriodView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSavePeriod();
  const { form, submit, saving, errorOf } = useEntityForm<
    { name: string; startDate: string; endDate: string; isActive: boolean },
    GoalPeriodInput
  >({
    initialValues: {
      name: period?.name ?? '',
      startDate: period?.startDate ?? '',
      endDate: period?.endDate ?? '',
      isActive: period?.isActive ?? true,
    },
    schema: goalPeriodInput,
    toInput: (v) => v,
    save: (body) => save.mutateAsync({ id: period?.id ?? null, body }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={period ? t('goals.settings.editPeriod') : t('goals.settings.newPeriod')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('goals.settings.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
        data-autofocus
      />
      <DateField
        label={t('goals.startDate')}
        withAsterisk
        value={form.values.startDate}
        onChange={(v) => form.setFieldValue('startDate', v)}
        error={errorOf('startDate')}
      />
      <DateField
        label={t('goals.endDate')}
        withAsterisk
        value={form.values.endDate}
        onChange={(v) => form.setFieldValue('endDate', v)}
        error={errorOf('endDate')}
      />
      <Switch label={t('goals.settings.active')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
