import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PAYROLL_COUNTRIES,
  rateSetInput,
  type PayrollCountry,
  type PayrollRates,
  type RateSetView,
} from '@tenure/domain/finance/payroll';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { zodFormErrors } from '../../../lib/forms/zodFormErrors.ts';
import { ApiRequestError } from '../../../lib/api/index.ts';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { RatesEditor, type RateValue } from './RatesEditor.tsx';
import { useRateSet, useRateSets, useSaveRateSet } from './payrollApi.ts';

/** /payroll-simulation-rates: HR reads and edits the statutory rates of a country and year, or starts a new year from them. */
export function PayrollRateSetsPage() {
  const { t } = useTranslation();
  const sets = useRateSets();
  const [country, setCountry] = useState<PayrollCountry>('US');
  const years = (sets.data ?? []).filter((s) => s.country === country).map((s) => s.year);
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear !== null && years.includes(chosenYear) ? chosenYear : (years[0] ?? null);
  const rateSet = useRateSet(year === null ? null : country, year);

  return (
    <Page title={t('payroll.rates.title')} intro={t('payroll.rates.intro')}>
      <Group align="flex-end">
        <Select
          label={t('payroll.rates.country')}
          data={PAYROLL_COUNTRIES.map((c) => ({ value: c, label: t(`payroll.countries.${c}`) }))}
          value={country}
          allowDeselect={false}
          onChange={(c) => {
            setCountry(c as PayrollCountry);
            setChosenYear(null);
          }}
        />
        <Select
          label={t('payroll.rates.year')}
          data={years.map(String)}
          value={year === null ? null : String(year)}
          allowDeselect={false}
          onChange={(y) => setChosenYear(Number(y))}
        />
        <Button variant="default" component={Link} to="/payroll-simulation">
          {t('payroll.common.back')}
        </Button>
      </Group>
      {sets.error ? (
        <LoadErrorState error={sets.error} onRetry={() => void sets.refetch()} />
      ) : rateSet.data ? (
        <RateSetForm
          key={`${rateSet.data.country}-${rateSet.data.year}-${rateSet.data.updatedAt}`}
          rateSet={rateSet.data}
          onSaved={setChosenYear}
        />
      ) : rateSet.error ? (
        <LoadErrorState error={rateSet.error} onRetry={() => void rateSet.refetch()} />
      ) : year === null && sets.data ? (
        <Alert color="gray">{t('payroll.rates.missing', { country: t(`payroll.countries.${country}`) })}</Alert>
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}

function RateSetForm({ rateSet, onSaved }: { rateSet: RateSetView; onSaved(year: number): void }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const messageText = useMessageText();
  const save = useSaveRateSet();
  const [source, setSource] = useState(rateSet.source);
  const [rates, setRates] = useState<RateValue>(rateSet.rates as unknown as RateValue);
  const [year, setYear] = useState<number | string>(rateSet.year);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const input = { source, rates: rates as unknown as PayrollRates };
    const found = zodFormErrors(rateSetInput, input);
    if (!Number.isInteger(Number(year))) found.year = t('payroll.rates.year');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync({ country: rateSet.country, year: Number(year), input });
      showToast('success', t('payroll.rates.saved', { country: saved.country, year: saved.year }));
      onSaved(saved.year);
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else if (error instanceof Error) showToast('error', messageText(error.message));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('payroll.rates.updated', { date: formatDateTime(rateSet.updatedAt) })}
        </Text>
        <Textarea
          label={t('payroll.rates.source')}
          autosize
          minRows={3}
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
          error={errors.source}
          withAsterisk
        />
        <RatesEditor
          value={rates}
          onChange={setRates}
          path="rates"
          errors={errors}
          label={t(`payroll.countries.${rateSet.country}`)}
        />
        <Group justify="flex-end" align="flex-end">
          <NumberInput
            label={t('payroll.rates.copyTo')}
            description={t('payroll.rates.copy')}
            allowDecimal={false}
            value={year}
            onChange={setYear}
            error={errors.year}
            w={220}
          />
          <Button onClick={() => void submit()} loading={save.isPending}>
            {t('payroll.common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
