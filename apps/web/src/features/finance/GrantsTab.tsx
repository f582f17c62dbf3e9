import { useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EsopGrantInput } from '@tenure/domain/finance';
import { DateField } from '../../components/DateField.tsx';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { PlainTable } from '../../components/table/PlainTable.tsx';
import { ApiRequestError } from '../../lib/api/index.ts';
import { localIsoDate, useFormatDate } from '../../lib/dates.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useCreateGrant, useEsopGrants } from './financeApi.ts';
import { formatCount, formatPrice } from './format.ts';

/** The usual plan, granted today: four years, a one-year cliff, quarterly tranches. */
const defaultGrant = (): EsopGrantInput => ({
  employeeNumber: '',
  grantDate: localIsoDate(),
  options: 1000,
  strikePrice: 1,
  currency: 'USD',
  cliffMonths: 12,
  vestingMonths: 48,
  periodMonths: 3,
});

/** ESOP HR: every grant with its vesting to date, and the form that grants options. */
export function GrantsTab() {
  const { t, i18n } = useTranslation();
  const { formatDate } = useFormatDate();
  const [search, setSearch] = useState('');
  const grants = useEsopGrants(search.trim());
  const [granting, setGranting] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('finance.common.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <Button onClick={() => setGranting(true)}>{t('finance.grants.add')}</Button>
      </Group>
      {grants.isError && <LoadErrorState error={grants.error} onRetry={() => void grants.refetch()} />}
      {grants.isPending && <LoadingState />}
      {grants.data && grants.data.length === 0 && <EmptyState text={t('finance.grants.none')} />}
      {grants.data && grants.data.length > 0 && (
        <PlainTable
          label={t('finance.grants.title')}
          minWidth={820}
          headers={[
            t('finance.payslips.employee'),
            t('finance.esop.grant'),
            t('finance.esop.options'),
            t('finance.grants.strikePrice'),
            t('finance.grants.vesting'),
            t('finance.esop.vestedToDate'),
            t('finance.esop.exercised'),
          ]}
          testId="esop-grants"
        >
          {grants.data.map((g) => (
            <Table.Tr key={g.id}>
              <Table.Td>{`${g.employee.displayName} (${g.employee.employeeNumber})`}</Table.Td>
              <Table.Td>{formatDate(g.grantDate)}</Table.Td>
              <Table.Td>{formatCount(g.options, i18n.language)}</Table.Td>
              <Table.Td>{formatPrice(g.strikePrice, g.currency, i18n.language)}</Table.Td>
              <Table.Td>
                {t('finance.grants.vestingTerms', {
                  cliff: g.cliffMonths,
                  months: g.vestingMonths,
                  period: g.periodMonths,
                })}
              </Table.Td>
              <Table.Td>{formatCount(g.vested, i18n.language)}</Table.Td>
              <Table.Td>{formatCount(g.exercised, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
      {granting && <GrantForm onClose={() => setGranting(false)} />}
    </Stack>
  );
}

function GrantForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const create = useCreateGrant();
  const [values, setValues] = useState<EsopGrantInput>(defaultGrant);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof EsopGrantInput>(key: K, value: EsopGrantInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const number = (key: 'options' | 'strikePrice' | 'cliffMonths' | 'vestingMonths' | 'periodMonths') => ({
    value: values[key],
    onChange: (value: string | number) => set(key, typeof value === 'number' ? value : 0),
    error: errors[key] ? messageText(errors[key]) : undefined,
    required: true,
  });
  const submit = async () => {
    setErrors({});
    try {
      await create.mutateAsync(values);
      showToast('success', t('finance.grants.granted'));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else showToast('error', error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
    }
  };
  return (
    <FormModal
      title={t('finance.grants.add')}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        void submit();
      }}
      saving={create.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('finance.grants.employeeNumber')}
          value={values.employeeNumber}
          onChange={(event) => set('employeeNumber', event.currentTarget.value)}
          error={errors.employeeNumber ? messageText(errors.employeeNumber) : undefined}
          required
        />
        <DateField
          label={t('finance.grants.grantDate')}
          value={values.grantDate}
          onChange={(value) => set('grantDate', value)}
          error={errors.grantDate ? messageText(errors.grantDate) : undefined}
          required
        />
        <NumberInput
          label={t('finance.esop.options')}
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          {...number('options')}
        />
        <NumberInput label={t('finance.grants.strikePrice')} min={0} decimalScale={4} {...number('strikePrice')} />
        <TextInput
          label={t('finance.grants.currency')}
          value={values.currency}
          maxLength={3}
          onChange={(event) => set('currency', event.currentTarget.value.toUpperCase())}
          error={errors.currency ? messageText(errors.currency) : undefined}
          required
        />
        <NumberInput label={t('finance.grants.cliffMonths')} min={0} allowDecimal={false} {...number('cliffMonths')} />
        <NumberInput
          label={t('finance.grants.vestingMonths')}
          min={1}
          allowDecimal={false}
          {...number('vestingMonths')}
        />
        <NumberInput
          label={t('finance.grants.periodMonths')}
          min={1}
          allowDecimal={false}
          {...number('periodMonths')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
