import { useState } from 'react';
import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_STATUSES,
  clientInput,
  type ClientInput,
  type ClientStatus,
  type ClientView,
} from '@tenure/domain/timesheets';
import { useClientManagers } from '../../../lib/masters/billingEntitiesApi.ts';
import { useAllCurrencies } from '../../../lib/masters/geographyApi.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { useBillingEntityPage, useSaveClient } from './clientsApi.ts';

/** A client: code, name, currency, status, the billing entities that invoice it (25 per search) and its client managers. */
export function ClientForm({ client, onClose }: { client: ClientView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveClient();
  const managers = useClientManagers();
  const currencies = useAllCurrencies();
  const [entitySearch, setEntitySearch] = useState('');
  const entityPage = useBillingEntityPage(entitySearch);
  const [knownEntities, setKnownEntities] = useState(
    client?.billingEntities.map((b) => ({ value: b.id, label: b.name })) ?? [],
  );
  const entityOptions = [
    ...knownEntities,
    ...(entityPage.data?.items ?? [])
      .filter((b) => !knownEntities.some((k) => k.value === b.id))
      .map((b) => ({ value: b.id, label: b.name })),
  ];
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      code: client?.code ?? '',
      name: client?.name ?? '',
      currencyId: client?.currencyId ?? '',
      status: (client?.status ?? 'Active') as ClientStatus,
      billingEntityIds: client?.billingEntities.map((b) => b.id) ?? [],
      clientManagerIds: client?.clientManagers.map((m) => m.id) ?? [],
      website: client?.website ?? '',
      contactName: client?.contactName ?? '',
      contactEmail: client?.contactEmail ?? '',
      address: client?.address ?? '',
      description: client?.description ?? '',
    },
    schema: clientInput,
    toInput: (v) => v as ClientInput,
    save: (input) => save.mutateAsync({ id: client?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={t(client ? 'projects.clients.edit' : 'projects.clients.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('projects.clients.fields.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <TextInput
          label={t('projects.clients.fields.code')}
          withAsterisk
          {...form.getInputProps('code')}
          error={errorOf('code')}
        />
        <Select
          label={t('projects.clients.fields.currency')}
          withAsterisk
          searchable
          placeholder="USD"
          data={(currencies.data ?? []).map((c) => ({ value: c.id, label: `${c.id} · ${c.name}` }))}
          {...form.getInputProps('currencyId')}
          onChange={(value) => form.setFieldValue('currencyId', value ?? '')}
          error={errorOf('currencyId')}
        />
        <Select
          label={t('projects.clients.fields.status')}
          allowDeselect={false}
          data={CLIENT_STATUSES.map((s) => ({ value: s, label: t(`projects.status.${s}`) }))}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
      <MultiSelect
        label={t('projects.clients.fields.billingEntities')}
        description={t('projects.clients.fields.billingEntitiesSearch')}
        withAsterisk
        searchable
        searchValue={entitySearch}
        onSearchChange={setEntitySearch}
        filter={({ options }) => options}
        data={entityOptions}
        value={form.values.billingEntityIds}
        onChange={(ids) => {
          setKnownEntities(entityOptions.filter((o) => ids.includes(o.value)));
          form.setFieldValue('billingEntityIds', ids);
        }}
        error={errorOf('billingEntityIds')}
      />
      <MultiSelect
        label={t('projects.clients.fields.clientManagers')}
        searchable
        data={(managers.data ?? [])
          .filter((m) => m.isActive)
          .map((m) => ({ value: m.id, label: `${m.displayName} (${m.employeeNumber})` }))}
        {...form.getInputProps('clientManagerIds')}
        error={errorOf('clientManagerIds')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('projects.clients.fields.contactName')}
          {...form.getInputProps('contactName')}
          error={errorOf('contactName')}
        />
        <TextInput
          label={t('projects.clients.fields.contactEmail')}
          type="email"
          {...form.getInputProps('contactEmail')}
          error={errorOf('contactEmail')}
        />
      </SimpleGrid>
      <TextInput
        label={t('projects.clients.fields.website')}
        {...form.getInputProps('website')}
        error={errorOf('website')}
      />
      <Textarea
        label={t('projects.clients.fields.address')}
        autosize
        minRows={2}
        {...form.getInputProps('address')}
        error={errorOf('address')}
      />
      <Textarea
        label={t('projects.clients.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
    </FormModal>
  );
}
