import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { section } from '@tenure/domain/access';
import { WEEKDAYS, type Weekday } from '@tenure/domain/policies';
import { entitySettingsInput, type EntitySettingsView } from '@tenure/domain/timesheets';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { TIME_ZONES } from '../../../lib/timeZones.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePolicyTypes, PlanList, settingsSummary } from '../../policies/index.ts';
import { useEntitySettings, useSaveEntitySettings } from './settingsApi.ts';

/**
 * SPEC §2 /timesheet-management: each legal entity's timesheet settings — the Timesheet policy
 * plan it follows (week start, daily and weekly limits, edit window), its reminder day and time
 * and the auto-approval rule — and the plans of the Timesheet policy type, edited in place.
 */
export function TimesheetManagementPage() {
  const { t, i18n } = useTranslation();
  const settings = useEntitySettings();
  const types = usePolicyTypes();
  const canEditPlans = useHasAccess(section('ADMINISTRATION', 'SetupPolicies'));
  const [editing, setEditing] = useState<EntitySettingsView | null>(null);
  const timesheetType = types.data?.find((type) => type.key === 'timesheet');

  return (
    <Page title={t('timesheetSettings.title')} intro={t('timesheetSettings.intro')}>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <LoadErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data.length === 0 ? (
        <EmptyState text={t('timesheetSettings.empty')} />
      ) : (
        <Table.ScrollContainer
          minWidth={760}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('timesheetSettings.caption') },
          }}
        >
          <Table striped data-testid="entity-settings">
            <Table.Caption>{t('timesheetSettings.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('timesheetSettings.entity')}</Table.Th>
                <Table.Th>{t('timesheetSettings.plan')}</Table.Th>
                <Table.Th>{t('timesheetSettings.reminders')}</Table.Th>
                <Table.Th>{t('timesheetSettings.autoApproval')}</Table.Th>
                <Table.Th>{t('timesheetSettings.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settings.data.map((s) => (
                <Table.Tr key={s.legalEntityId}>
                  <Table.Td>
                    {s.legalEntityName} ({s.legalEntityCode})
                  </Table.Td>
                  <Table.Td>
                    {s.plan ? (
                      <>
                        <Text size="sm">{s.plan.name}</Text>
                        <Text size="xs" c="dimmed">
                          {settingsSummary('timesheet', s.plan.settings, t, i18n.language)}
                          {typeof s.plan.settings.maxHoursPerWeek === 'number'
                            ? ` · ${t('timesheetSettings.weekly', { max: s.plan.settings.maxHoursPerWeek })}`
                            : ''}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('timesheetSettings.noPlan')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {t('timesheetSettings.reminderAt', {
                      day: t(`policies.weekdays.${s.reminderDay}`),
                      time: s.reminderTime,
                      zone: s.reminderTimeZone,
                    })}
                  </Table.Td>
                  <Table.Td>
                    {s.autoApproveAfterDays === null
                      ? t('timesheetSettings.noRule')
                      : t('timesheetSettings.rule', { count: s.autoApproveAfterDays })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(s)}
                      aria-label={t('timesheetSettings.editOf', { entity: s.legalEntityName })}
                    >
                      {t('timesheetSettings.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canEditPlans && timesheetType && (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('timesheetSettings.plans')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t('timesheetSettings.plansIntro')}
          </Text>
          <PlanList type={timesheetType} />
        </Paper>
      )}
      {editing && <SettingsForm entity={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

function SettingsForm({ entity, onClose }: { entity: EntitySettingsView; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveEntitySettings();
  const [reminderDay, setReminderDay] = useState<Weekday>(entity.reminderDay);
  const [reminderTime, setReminderTime] = useState(entity.reminderTime);
  const [reminderTimeZone, setReminderTimeZone] = useState(entity.reminderTimeZone);
  const [days, setDays] = useState<number | string>(entity.autoApproveAfterDays ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const input = {
      reminderDay,
      reminderTime,
      reminderTimeZone,
      autoApproveAfterDays: typeof days === 'number' ? days : null,
    };
    const parsed = entitySettingsInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), messageText(i.message)])));
      return;
    }
    try {
      await save.mutateAsync({ legalEntityId: entity.legalEntityId, input: parsed.data });
      showToast('success', t('timesheetSettings.saved'));
      onClose();
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors(failure.fieldErrors);
      showToast('error', failure instanceof Error ? messageText(failure.message) : t('messages.somethingWentWrong'));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('timesheetSettings.formTitle', { entity: entity.legalEntityName })}
      centered
      closeButtonProps={{ 'aria-label': t('org.common.close') }}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('timesheetSettings.reminderDay')}
          data={WEEKDAYS.map((day) => ({ value: day, label: t(`policies.weekdays.${day}`) }))}
          value={reminderDay}
          onChange={(e) => setReminderDay(e.currentTarget.value as Weekday)}
          error={errors.reminderDay}
        />
        <TextInput
          label={t('timesheetSettings.reminderTime')}
          description={t('timesheetSettings.reminderTimeHint')}
          value={reminderTime}
          onChange={(e) => setReminderTime(e.currentTarget.value)}
          error={errors.reminderTime}
          maw={160}
        />
        <Select
          label={t('timesheetSettings.reminderTimeZone')}
          data={TIME_ZONES}
          searchable
          limit={50}
          allowDeselect={false}
          value={reminderTimeZone}
          onChange={(zone) => zone && setReminderTimeZone(zone)}
          nothingFoundMessage={t('org.common.noMatches')}
          error={errors.reminderTimeZone}
        />
        <NumberInput
          label={t('timesheetSettings.autoApproveAfterDays')}
          description={t('timesheetSettings.autoApproveHint')}
          min={1}
          max={60}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          error={errors.autoApproveAfterDays}
          maw={200}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('timesheetSettings.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('timesheetSettings.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
