import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  INDIA_REGIMES,
  US_FILING_STATUSES,
  simulationInput,
  statesOf,
  type PayrollCountry,
  type ScenarioInput,
  type SimulationInput,
  type SimulationView,
} from '@tenure/domain/finance/payroll';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { SimulationMarker } from './SimulationMarker.tsx';
import {
  useRateSet,
  useRateSets,
  useSaveSimulation,
  useSimulation,
  useSimulationEmployees,
  useSimulationEntities,
} from './payrollApi.ts';

type Num = number | string;
interface ScenarioValues {
  name: string;
  raisePercent: Num;
  bonus: Num;
  filingStatus: string | null;
  state: string | null;
  regime: string | null;
  declaredDeductions: Num;
  age: Num;
}
interface MemberValues {
  employeeId: string | null;
  label: string;
  headcount: Num;
  grossAnnual: Num;
}
interface FormValues {
  name: string;
  entityId: string | null;
  year: Num;
  subject: 'person' | 'group';
  members: MemberValues[];
  scenarioA: ScenarioValues;
  compare: boolean;
  scenarioB: ScenarioValues;
}

const num = (v: Num) => (v === '' ? Number.NaN : Number(v));
const optionalNum = (v: Num) => (v === '' ? null : Number(v));
const blankScenario = (name: string): ScenarioValues => ({
  name,
  raisePercent: 0,
  bonus: 0,
  filingStatus: null,
  state: null,
  regime: null,
  declaredDeductions: '',
  age: '',
});
const scenarioValues = (s: ScenarioInput): ScenarioValues => ({
  ...s,
  declaredDeductions: s.declaredDeductions ?? '',
  age: s.age ?? '',
});

function toScenario(s: ScenarioValues): ScenarioInput {
  return {
    name: s.name,
    raisePercent: num(s.raisePercent),
    bonus: num(s.bonus),
    filingStatus: s.filingStatus as ScenarioInput['filingStatus'],
    state: s.state,
    regime: s.regime as ScenarioInput['regime'],
    declaredDeductions: optionalNum(s.declaredDeductions),
    age: optionalNum(s.age),
  };
}

function toInput(v: FormValues): SimulationInput {
  return {
    name: v.name,
    entityId: v.entityId ?? '',
    year: num(v.year),
    subject: v.subject,
    members: v.members.map((m) => ({
      employeeId: m.employeeId,
      label: m.label,
      headcount: v.subject === 'person' ? 1 : num(m.headcount),
      grossAnnual: num(m.grossAnnual),
    })),
    scenarioA: toScenario(v.scenarioA),
    scenarioB: v.compare ? toScenario(v.scenarioB) : null,
  };
}

function initialValues(sim: SimulationView | null): FormValues {
  if (!sim) {
    return {
      name: '',
      entityId: null,
      year: new Date().getFullYear(),
      subject: 'person',
      members: [{ employeeId: null, label: '', headcount: 1, grossAnnual: '' }],
      scenarioA: blankScenario('Current'),
      compare: true,
      scenarioB: { ...blankScenario('10% raise'), raisePercent: 10 },
    };
  }
  return {
    name: sim.name,
    entityId: sim.entityId,
    year: sim.year,
    subject: sim.subject,
    members: sim.members.map((m) => ({ ...m })),
    scenarioA: scenarioValues(sim.scenarioInputs.a),
    compare: sim.scenarioInputs.b !== null,
    scenarioB: sim.scenarioInputs.b ? scenarioValues(sim.scenarioInputs.b) : blankScenario('B'),
  };
}

/** /payroll-simulation-form (?id= to edit): who is simulated, where, which year, and scenarios A and B. */
export function PayrollSimulationFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useSimulation(id);
  return (
    <Page title={t(id ? 'payroll.form.titleEdit' : 'payroll.form.titleNew')} intro={t('payroll.form.intro')}>
      {!id ? (
        <SimulationForm simulation={null} />
      ) : existing.data ? (
        <SimulationForm key={existing.data.id} simulation={existing.data} />
      ) : existing.error ? (
        <LoadErrorState error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

function SimulationForm({ simulation }: { simulation: SimulationView | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const messageText = useMessageText();
  const save = useSaveSimulation();
  const entities = useSimulationEntities();
  const form = useForm<FormValues>({
    initialValues: initialValues(simulation),
    validate: validateWith(simulationInput, toInput),
  });
  const values = form.getValues();
  const country = entities.data?.find((e) => e.id === values.entityId)?.country ?? null;
  const year = Number(values.year) || null;
  const rateSet = useRateSet(country, year);
  const rateSets = useRateSets();
  // When the year has no rates, the latest year of the country that has them is offered, never used silently.
  const latestYear = Math.max(...(rateSets.data ?? []).filter((s) => s.country === country).map((s) => s.year));
  const employees = useSimulationEmployees(values.entityId);
  const [saving, setSaving] = useState(false);
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);

  const submit = form.onSubmit(async (v) => {
    const input = toInput(v);
    setSaving(true);
    try {
      const saved = await save.mutateAsync({ id: simulation?.id ?? null, input });
      showToast('success', t('payroll.form.saved', { name: saved.name }));
      void navigate(`/payroll-simulation-details?id=${saved.id}`);
    } catch (error) {
      if (error instanceof Error) reportSaveError(error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });

  const employeeOptions = (employees.data ?? []).map((e) => ({
    value: e.id,
    label: `${e.name} (${e.employeeNumber})`,
  }));
  const states = rateSet.data ? statesOf(rateSet.data.rates) : [];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimulationMarker />
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('payroll.form.name')}
              withAsterisk
              key={form.key('name')}
              {...form.getInputProps('name')}
              error={errorOf('name')}
            />
            <Select
              label={t('payroll.form.entity')}
              withAsterisk
              data={(entities.data ?? []).map((e) => ({ value: e.id, label: `${e.code} — ${e.name}` }))}
              key={form.key('entityId')}
              {...form.getInputProps('entityId')}
              error={errorOf('entityId')}
            />
            <NumberInput
              label={t('payroll.form.year')}
              withAsterisk
              allowDecimal={false}
              key={form.key('year')}
              {...form.getInputProps('year')}
              error={errorOf('year')}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="payroll-subject-label">
                {t('payroll.form.subject')}
              </Text>
              <SegmentedControl
                aria-labelledby="payroll-subject-label"
                data={[
                  { value: 'person', label: t('payroll.subjects.person') },
                  { value: 'group', label: t('payroll.subjects.group') },
                ]}
                key={form.key('subject')}
                {...form.getInputProps('subject')}
                onChange={(subject) => {
                  form.setFieldValue('subject', subject as FormValues['subject']);
                  if (subject === 'person')
                    form.setFieldValue('members', [{ ...form.getValues().members[0]!, headcount: 1 }]);
                }}
              />
            </div>
          </SimpleGrid>
          {country && year && rateSet.data && (
            <Text size="sm" mt="md" data-testid="rates-apply">
              {t('payroll.form.ratesApply', { country, year })}
            </Text>
          )}
          {country && year && rateSet.isError && (
            <Alert color="red" mt="md" role="alert">
              {Number.isFinite(latestYear) ? (
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{t('payroll.form.noRatesForYear', { country, year, latest: latestYear })}</Text>
                  <Button size="sm" variant="default" onClick={() => form.setFieldValue('year', latestYear)}>
                    {t('payroll.form.useLatest', { latest: latestYear })}
                  </Button>
                </Group>
              ) : (
                t('payroll.form.noRates')
              )}
            </Alert>
          )}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('payroll.form.people')}
          </Title>
          {errorOf('members') && (
            <Text c="red" size="sm" mb="sm" role="alert">
              {errorOf('members')}
            </Text>
          )}
          <Stack gap="sm">
            {values.members.map((_, i) => (
              <Group key={i} align="flex-start" wrap="wrap">
                <Select
                  label={t('payroll.form.employee')}
                  aria-label={t('payroll.form.employeeOf', { n: i + 1 })}
                  searchable
                  clearable
                  data={employeeOptions}
                  w={280}
                  key={form.key(`members.${i}.employeeId`)}
                  {...form.getInputProps(`members.${i}.employeeId`)}
                  onChange={(employeeId) => {
                    form.setFieldValue(`members.${i}.employeeId`, employeeId);
                    const chosen = employees.data?.find((e) => e.id === employeeId);
                    if (chosen) form.setFieldValue(`members.${i}.label`, chosen.name);
                  }}
                  error={errorOf(`members.${i}.employeeId`)}
                />
                <TextInput
                  label={t('payroll.form.label')}
                  aria-label={t('payroll.form.labelOf', { n: i + 1 })}
                  withAsterisk
                  key={form.key(`members.${i}.label`)}
                  {...form.getInputProps(`members.${i}.label`)}
                  error={errorOf(`members.${i}.label`)}
                />
                {values.subject === 'group' && (
                  <NumberInput
                    label={t('payroll.form.headcount')}
                    aria-label={t('payroll.form.headcountOf', { n: i + 1 })}
                    allowDecimal={false}
                    min={1}
                    w={120}
                    key={form.key(`members.${i}.headcount`)}
                    {...form.getInputProps(`members.${i}.headcount`)}
                    error={errorOf(`members.${i}.headcount`)}
                  />
                )}
                <NumberInput
                  label={t('payroll.form.gross')}
                  aria-label={t('payroll.form.grossOf', { n: i + 1 })}
                  withAsterisk
                  thousandSeparator=","
                  min={0}
                  w={200}
                  key={form.key(`members.${i}.grossAnnual`)}
                  {...form.getInputProps(`members.${i}.grossAnnual`)}
                  error={errorOf(`members.${i}.grossAnnual`)}
                />
                {values.subject === 'group' && values.members.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t('payroll.form.removeRow', { n: i + 1 })}
                    onClick={() => form.removeListItem('members', i)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
          {values.subject === 'group' && (
            <Button
              mt="sm"
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                form.insertListItem('members', { employeeId: null, label: '', headcount: 1, grossAnnual: '' })
              }
            >
              {t('payroll.form.addRow')}
            </Button>
          )}
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ScenarioFields
            form={form}
            side="scenarioA"
            title={t('payroll.form.scenarioA')}
            country={country}
            states={states}
            errorOf={errorOf}
          />
          <Stack gap="sm">
            <Checkbox
              label={t('payroll.form.compare')}
              key={form.key('compare')}
              {...form.getInputProps('compare', { type: 'checkbox' })}
            />
            {values.compare && (
              <ScenarioFields
                form={form}
                side="scenarioB"
                title={t('payroll.form.scenarioB')}
                country={country}
                states={states}
                errorOf={errorOf}
              />
            )}
          </Stack>
        </SimpleGrid>

        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/payroll-simulation">
            {t('payroll.common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('payroll.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ScenarioFieldsProps {
  form: UseFormReturnType<FormValues>;
  side: 'scenarioA' | 'scenarioB';
  title: string;
  country: PayrollCountry | null;
  states: { code: string; name: string }[];
  errorOf(path: string): string | undefined;
}

/** One scenario: its name, raise and bonus, and the options of the entity's country. */
function ScenarioFields({ form, side, title, country, states, errorOf }: ScenarioFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof ScenarioValues) => ({
    key: form.key(`${side}.${name}`),
    ...form.getInputProps(`${side}.${name}`),
    error: errorOf(`${side}.${name}`),
  });
  const label = (text: string) => `${text} (${title})`;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={label(t('payroll.form.scenarioName'))} withAsterisk {...field('name')} />
        <NumberInput label={label(t('payroll.form.raise'))} {...field('raisePercent')} />
        <NumberInput label={label(t('payroll.form.bonus'))} thousandSeparator="," min={0} {...field('bonus')} />
        {country === 'US' && (
          <Select
            label={label(t('payroll.form.filingStatus'))}
            withAsterisk
            data={US_FILING_STATUSES.map((s) => ({ value: s, label: t(`payroll.filingStatuses.${s}`) }))}
            {...field('filingStatus')}
          />
        )}
        {(country === 'US' || country === 'IN') && (
          <Select
            label={label(t('payroll.form.state'))}
            withAsterisk
            data={states.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
            {...field('state')}
          />
        )}
        {country === 'IN' && (
          <>
            <Select
              label={label(t('payroll.form.regime'))}
              withAsterisk
              data={INDIA_REGIMES.map((r) => ({ value: r, label: t(`payroll.regimes.${r}`) }))}
              {...field('regime')}
            />
            <NumberInput
              label={label(t('payroll.form.declaredDeductions'))}
              thousandSeparator=","
              min={0}
              {...field('declaredDeductions')}
            />
          </>
        )}
        {country === 'SG' && (
          <NumberInput label={label(t('payroll.form.age'))} withAsterisk allowDecimal={false} {...field('age')} />
        )}
      </SimpleGrid>
    </Paper>
  );
}
