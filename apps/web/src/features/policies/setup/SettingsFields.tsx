import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconMoon, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_PERIOD_UNITS,
  POLICY_SETTINGS,
  timeOfDay,
  WEEKDAYS,
  type PolicyTypeKey,
  type WeekOffSettings,
} from '@tenure/domain/policies';
import { IconAction } from '../IconAction.tsx';
import { useLeaveTypeOptions } from '../api.ts';
import type { PlanFormValues } from './planForm.ts';
import { formatMinutes, shiftFacts, weekOffSummary } from './settingsSummary.ts';

type PlanForm = UseFormReturnType<PlanFormValues>;

interface FieldsProps {
  form: PlanForm;
  errorOf(path: string): string | undefined;
}

/** The inputs of one policy type's settings (POLICY_SETTINGS[type]); paths are `settings.<key>`. */
export function SettingsFields({ typeKey, ...props }: FieldsProps & { typeKey: PolicyTypeKey }) {
  switch (typeKey) {
    case 'leave':
      return <LeaveFields {...props} />;
    case 'shift':
      return <ShiftFields {...props} />;
    case 'probation':
      return <DurationFields {...props} units={POLICY_SETTINGS.probation.shape.unit.options} />;
    case 'noticePeriod':
      return <DurationFields {...props} units={NOTICE_PERIOD_UNITS} />;
    case 'overtime':
      return <OvertimeFields {...props} />;
    case 'holiday':
      return <HolidayFields {...props} />;
    case 'timesheet':
      return <TimesheetFields {...props} />;
    case 'workWeek':
      return <WorkWeekFields {...props} />;
    case 'weekOff':
      return <WeekOffFields {...props} />;
  }
}

/** The settings are checked by the shared schema, not by their TypeScript type: read them as they are. */
function listOf<Item>(form: PlanForm, key: string): Item[] {
  const value = form.values.settings[key];
  return Array.isArray(value) ? (value as Item[]) : [];
}

function textOf(form: PlanForm, key: string): string {
  const value = form.values.settings[key];
  return typeof value === 'string' ? value : '';
}

function numberProps(form: PlanForm, errorOf: FieldsProps['errorOf'], key: string) {
  return { ...form.getInputProps(`settings.${key}`), error: errorOf(`settings.${key}`) };
}

function useWeekdayOptions(short = false) {
  const { t } = useTranslation();
  return WEEKDAYS.map((day) => ({
    value: day,
    label: t(short ? `policies.weekdaysShort.${day}` : `policies.weekdays.${day}`),
  }));
}

function LeaveFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  const leaveTypes = useLeaveTypeOptions(true);
  if (leaveTypes.isError) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="leave-types-unavailable">
        {t('policies.leave.leaveTypesUnavailable')}
      </Alert>
    );
  }
  const options = (leaveTypes.data ?? []).filter(
    (type) => type.isActive || listOf<string>(form, 'leaveTypeIds').includes(type.id),
  );
  return (
    <MultiSelect
      label={t('policies.leave.leaveTypes')}
      description={t('policies.leave.leaveTypesHint')}
      data={options.map((type) => ({ value: type.id, label: `${type.name} (${type.code})` }))}
      searchable
      disabled={leaveTypes.isPending}
      rightSection={leaveTypes.isPending ? <Loader size={14} /> : undefined}
      {...form.getInputProps('settings.leaveTypeIds')}
      error={errorOf('settings.leaveTypeIds')}
    />
  );
}

function ShiftFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  const start = textOf(form, 'startTime');
  const end = textOf(form, 'endTime');
  const breaks = listOf<{ label: string; start: string; end: string }>(form, 'breaks');
  const valid = (time: string) => timeOfDay.safeParse(time).success;
  const facts =
    valid(start) && valid(end)
      ? shiftFacts(
          start,
          end,
          breaks.filter((b) => valid(b.start) && valid(b.end)),
        )
      : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          type="time"
          label={t('policies.shift.startTime')}
          withAsterisk
          {...form.getInputProps('settings.startTime')}
          error={errorOf('settings.startTime')}
        />
        <TextInput
          type="time"
          label={t('policies.shift.endTime')}
          withAsterisk
          {...form.getInputProps('settings.endTime')}
          error={errorOf('settings.endTime')}
        />
        <NumberInput
          label={t('policies.shift.graceMinutes')}
          min={0}
          max={240}
          allowDecimal={false}
          {...numberProps(form, errorOf, 'graceMinutes')}
        />
      </SimpleGrid>
      {facts && (
        <Group gap="sm" aria-live="polite" data-testid="shift-length">
          <Text size="sm" fw={600}>
            {t('policies.shift.length', { duration: formatMinutes(facts.length, t) })}
          </Text>
          {facts.net !== facts.length && (
            <Text size="sm" c="dimmed">
              {t('policies.shift.netLength', { duration: formatMinutes(facts.net, t) })}
            </Text>
          )}
          {facts.crossesMidnight && (
            <Badge color="indigo.9" variant="filled" leftSection={<IconMoon size={12} aria-hidden />}>
              {t('policies.shift.crossesMidnight')}
            </Badge>
          )}
        </Group>
      )}
      <Stack gap="xs">
        <Text size="sm" fw={500} id="shift-breaks-label">
          {t('policies.shift.breaks')}
        </Text>
        {breaks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('policies.shift.noBreaks')}
          </Text>
        )}
        {breaks.map((_, index) => (
          <Paper
            key={index}
            withBorder
            p="xs"
            radius="sm"
            role="group"
            aria-label={t('policies.shift.breakNumber', { index: index + 1 })}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t('policies.shift.breakLabel')}
                style={{ flex: '1 1 160px' }}
                {...form.getInputProps(`settings.breaks.${index}.label`)}
                error={errorOf(`settings.breaks.${index}.label`)}
              />
              <TextInput
                type="time"
                label={t('policies.shift.breakStart')}
                {...form.getInputProps(`settings.breaks.${index}.start`)}
                error={errorOf(`settings.breaks.${index}.start`)}
              />
              <TextInput
                type="time"
                label={t('policies.shift.breakEnd')}
                {...form.getInputProps(`settings.breaks.${index}.end`)}
                error={errorOf(`settings.breaks.${index}.end`)}
              />
              <RemoveItemAction
                label={t('policies.shift.removeBreak', { index: index + 1 })}
                onRemove={() => form.removeListItem('settings.breaks', index)}
              />
            </Group>
          </Paper>
        ))}
        <AddItemButton
          label={t('policies.shift.addBreak')}
          onAdd={() =>
            form.insertListItem('settings.breaks', { label: '', start: start || '13:00', end: start || '13:30' })
          }
          disabled={breaks.length >= 10}
        />
        {errorOf('settings.breaks') && (
          <Text size="sm" c="red.8" role="alert">
            {errorOf('settings.breaks')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function DurationFields({ form, errorOf, units }: FieldsProps & { units: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NumberInput
        label={t('policies.duration.duration')}
        withAsterisk
        min={1}
        max={1000}
        allowDecimal={false}
        {...numberProps(form, errorOf, 'duration')}
      />
      <NativeSelect
        label={t('policies.duration.unit')}
        data={units.map((unit) => ({
          value: unit,
          label: t(`policies.duration.units.${unit as (typeof NOTICE_PERIOD_UNITS)[number]}`),
        }))}
        {...form.getInputProps('settings.unit')}
        error={errorOf('settings.unit')}
      />
    </SimpleGrid>
  );
}

function OvertimeFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NumberInput
          label={t('policies.overtime.thresholdMinutes')}
          min={0}
          max={1440}
          allowDecimal={false}
          {...numberProps(form, errorOf, 'thresholdMinutes')}
        />
        <NumberInput
          label={t('policies.overtime.multiplier')}
          min={0}
          max={10}
          step={0.25}
          decimalScale={2}
          {...numberProps(form, errorOf, 'multiplier')}
        />
        <NumberInput
          label={t('policies.overtime.maxHoursPerMonth')}
          min={0}
          max={744}
          {...numberProps(form, errorOf, 'maxHoursPerMonth')}
        />
      </SimpleGrid>
      <Switch
        label={t('policies.overtime.requiresApproval')}
        {...form.getInputProps('settings.requiresApproval', { type: 'checkbox' })}
      />
    </Stack>
  );
}

function HolidayFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('policies.holiday.optionalHolidayLimit')}
      min={0}
      max={50}
      allowDecimal={false}
      maw={360}
      {...numberProps(form, errorOf, 'optionalHolidayLimit')}
    />
  );
}

function TimesheetFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label={t('policies.timesheet.weekStartDay')}
        data={useWeekdayOptions()}
        {...form.getInputProps('settings.weekStartDay')}
        error={errorOf('settings.weekStartDay')}
      />
      <NumberInput
        label={t('policies.timesheet.submissionDeadlineDays')}
        min={0}
        max={31}
        allowDecimal={false}
        {...numberProps(form, errorOf, 'submissionDeadlineDays')}
      />
      <NumberInput
        label={t('policies.timesheet.minHoursPerDay')}
        min={0}
        max={24}
        decimalScale={2}
        {...numberProps(form, errorOf, 'minHoursPerDay')}
      />
      <NumberInput
        label={t('policies.timesheet.maxHoursPerDay')}
        min={0}
        max={24}
        decimalScale={2}
        {...numberProps(form, errorOf, 'maxHoursPerDay')}
      />
      <NumberInput
        label={t('policies.timesheet.maxHoursPerWeek')}
        min={0}
        max={168}
        decimalScale={2}
        {...numberProps(form, errorOf, 'maxHoursPerWeek')}
        // Empty means no weekly limit (null), not zero hours.
        onChange={(value) => form.setFieldValue('settings.maxHoursPerWeek', typeof value === 'number' ? value : null)}
        value={(form.values.settings as { maxHoursPerWeek?: number | null }).maxHoursPerWeek ?? ''}
      />
    </SimpleGrid>
  );
}

function WorkWeekFields({ form, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  const days = useWeekdayOptions();
  return (
    <Checkbox.Group
      label={t('policies.workWeek.workingDays')}
      withAsterisk
      {...form.getInputProps('settings.workingDays')}
      error={errorOf('settings.workingDays')}
    >
      <Group gap="md" mt="xs">
        {days.map((day) => (
          <Checkbox key={day.value} value={day.value} label={day.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

function WeekOffFields({ form, errorOf }: FieldsProps) {
  const { t, i18n } = useTranslation();
  const days = useWeekdayOptions();
  const rules = listOf<WeekOffSettings['rules'][number]>(form, 'rules');
  const ordinal = (week: number) => t('policies.weekOff.ordinal', { count: week, ordinal: true });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('policies.weekOff.rules')}
      </Text>
      {rules.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('policies.weekOff.noRules')}
        </Text>
      )}
      {rules.map((rule, index) => (
        <Paper
          key={index}
          withBorder
          p="xs"
          radius="sm"
          role="group"
          aria-label={t('policies.weekOff.ruleNumber', { index: index + 1 })}
        >
          <Group align="flex-end" gap="md" wrap="wrap">
            <NativeSelect
              label={t('policies.weekOff.day')}
              data={days}
              w={160}
              {...form.getInputProps(`settings.rules.${index}.day`)}
            />
            <Checkbox.Group
              label={t('policies.weekOff.weeks')}
              value={rule.weeks.map(String)}
              onChange={(weeks) =>
                form.setFieldValue(
                  `settings.rules.${index}.weeks`,
                  weeks.map(Number).sort((a, b) => a - b),
                )
              }
              error={errorOf(`settings.rules.${index}.weeks`)}
              style={{ flex: '1 1 240px' }}
            >
              <Group gap="sm" mt={6}>
                {[1, 2, 3, 4, 5].map((week) => (
                  <Checkbox key={week} value={String(week)} label={ordinal(week)} />
                ))}
              </Group>
            </Checkbox.Group>
            <RemoveItemAction
              label={t('policies.weekOff.removeRule', { index: index + 1 })}
              onRemove={() => form.removeListItem('settings.rules', index)}
            />
          </Group>
        </Paper>
      ))}
      <AddItemButton
        label={t('policies.weekOff.addRule')}
        onAdd={() => form.insertListItem('settings.rules', { day: 'SAT', weeks: [2, 4] })}
        disabled={rules.length >= 7}
      />
      {rules.length > 0 && (
        <Text size="sm" aria-live="polite" data-testid="week-off-summary">
          <Text span fw={600}>
            {t('policies.weekOff.summaryLabel')}:
          </Text>{' '}
          {weekOffSummary(rules, t, i18n.language)}
        </Text>
      )}
    </Stack>
  );
}

/** The red trash button that removes one item of a settings list. */
function RemoveItemAction({ label, onRemove }: { label: string; onRemove(): void }) {
  return (
    <IconAction label={label} color="red" onClick={onRemove}>
      <IconTrash size={18} aria-hidden />
    </IconAction>
  );
}

/** The button below a settings list that adds one more item, up to the list's limit. */
function AddItemButton({ label, onAdd, disabled }: { label: string; onAdd(): void; disabled: boolean }) {
  return (
    <Group>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onAdd}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}
