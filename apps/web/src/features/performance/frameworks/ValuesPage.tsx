import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FRAMEWORK_CONFIRMATIONS, companyValueInput, type CompanyValueView } from '@tenure/domain/performance';
import { DeleteDialog, type DeleteTarget } from '../../../components/crud/DeleteDialog.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { MappingsEditor } from './MappingsEditor.tsx';
import { useCompanyValues, useDeleteValue, useSaveValue } from './frameworksApi.ts';

/** /performance-values: the company's values with the behaviours that show them, mapped to designations, levels or review forms. */
export function ValuesPage() {
  const { t } = useTranslation();
  const values = useCompanyValues();
  const remove = useDeleteValue();
  const [editing, setEditing] = useState<CompanyValueView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  return (
    <Page title={t('frameworks.values.title')} intro={t('frameworks.values.intro')}>
      <Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('frameworks.values.add')}
        </Button>
      </Group>
      {values.isPending ? (
        <LoadingState />
      ) : values.isError ? (
        <LoadErrorState error={values.error} onRetry={() => void values.refetch()} />
      ) : values.data.length === 0 ? (
        <EmptyState text={t('frameworks.values.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {values.data.map((v) => (
            <Card key={v.id} withBorder>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={3} size="h5">
                    {v.name}
                  </Title>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('frameworks.editNamed', { name: v.name })}
                      onClick={() => setEditing(v)}
                    >
                      <IconEdit size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('frameworks.deleteNamed', { name: v.name })}
                      onClick={() => setDeleting({ id: v.id, name: v.name })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                {v.description && <Text size="sm">{v.description}</Text>}
                <List size="sm">
                  {v.behaviours.map((b, i) => (
                    <List.Item key={i}>{b}</List.Item>
                  ))}
                </List>
                <MappingsEditor subjectType="value" subjectId={v.id} subjectName={v.name} mappings={v.mappings} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing && <ValueForm value={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={(id) => remove.mutateAsync(id)}
        texts={{
          title: t('frameworks.deleteTitle'),
          question: FRAMEWORK_CONFIRMATIONS.deleteValue,
          deleted: t('frameworks.deleted'),
        }}
      />
    </Page>
  );
}

function ValueForm({ value, onClose }: { value: CompanyValueView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveValue();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: {
      name: value?.name ?? '',
      description: value?.description ?? '',
      behaviours: value?.behaviours ?? [''],
    },
    schema: companyValueInput,
    toInput: (v) => v,
    save: (input) => save.mutateAsync({ id: value?.id ?? null, input }),
    nameOf: (input) => input.name,
    onSaved: onClose,
  });
  return (
    <FormModal
      title={value ? t('frameworks.values.edit') : t('frameworks.values.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('frameworks.fields.name')}
        withAsterisk
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Textarea
        label={t('frameworks.fields.description')}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
        error={errorOf('description')}
      />
      {errorOf('behaviours') && (
        <Text c="red" size="sm" role="alert">
          {errorOf('behaviours')}
        </Text>
      )}
      {form.values.behaviours.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput
            label={t('frameworks.values.behaviour', { index: i + 1 })}
            {...form.getInputProps(`behaviours.${i}`)}
            error={errorOf(`behaviours.${i}`)}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('frameworks.values.removeBehaviour', { index: i + 1 })}
            onClick={() => form.removeListItem('behaviours', i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem('behaviours', '')}
        >
          {t('frameworks.values.addBehaviour')}
        </Button>
      </Group>
    </FormModal>
  );
}
