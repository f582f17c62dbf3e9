import { useMemo } from 'react';
import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { OrgHierarchyItem, OrgStructureTab } from '@tenure/domain/org';
import { subtreeIds } from '../../../components/tree/treeRows.ts';
import { reportSaveError } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateBusinessDetail, useOrgHierarchy, useUpdateBusinessDetail } from '../api.ts';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import {
  initialComponentForm,
  toBusinessDetailUpdate,
  validateComponentForm,
  type ComponentFormValues,
} from './componentForm.ts';
import { DynamicFieldInput } from './DynamicFieldInput.tsx';

interface ComponentFormModalProps {
  tab: OrgStructureTab;
  /** null adds a new component of the tab's type. */
  item: OrgHierarchyItem | null;
  onClose(): void;
}

/** Adds or edits one business component: name, place in the hierarchy, order, state and its type's fields. */
export function ComponentFormModal({ tab, item, onClose }: ComponentFormModalProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const hierarchy = useOrgHierarchy();
  const create = useCreateBusinessDetail();
  const update = useUpdateBusinessDetail();
  const form = useForm<ComponentFormValues>({
    initialValues: initialComponentForm(item, tab.fields),
    validate: (values) => validateComponentForm(values, tab.fields),
  });

  const parentOptions = useMemo(() => {
    const items = hierarchy.data ?? [];
    const excluded = item
      ? subtreeIds(
          items,
          (i) => i.id,
          (i) => i.parentBizCompDetailId,
          item.id,
        )
      : new Set<string>();
    return items
      .filter((i) => !excluded.has(i.id))
      .map((i) => ({ value: i.id, label: `${i.name} (${i.bizCompMaster.bizCompMasterDisplayName})` }));
  }, [hierarchy.data, item]);

  const errorOf = (path: string) => {
    const error = form.errors[path];
    return error ? messageText(String(error)) : undefined;
  };

  const submit = form.onSubmit((values) => {
    const input = toBusinessDetailUpdate(values, tab.fields);
    const onSuccess = () => {
      showToast('success', t('org.common.saved', { name: input.name.trim() }));
      onClose();
    };
    const onError = (error: Error) => reportSaveError(error, form.setErrors, messageText);
    if (item) update.mutate({ id: item.id, input }, { onSuccess, onError });
    else create.mutate({ ...input, bizCompMasterId: tab.id }, { onSuccess, onError });
  });

  const title = item
    ? t('org.structure.editTitle', { type: tab.bizCompMasterDisplayName })
    : t('org.structure.addTitle', { type: tab.bizCompMasterDisplayName });

  return (
    <FormModal title={title} onClose={onClose} onSubmit={submit} saving={create.isPending || update.isPending}>
      <TextInput
        label={t('org.common.name')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Select
        label={t('org.structure.parent')}
        placeholder={t('org.structure.noParent')}
        data={parentOptions}
        searchable
        clearable
        nothingFoundMessage={t('org.common.noMatches')}
        {...form.getInputProps('parentBizCompDetailId')}
        error={errorOf('parentBizCompDetailId')}
      />
      {tab.fields.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {tab.fields.map((field) => (
            <DynamicFieldInput
              key={field.key}
              field={field}
              inputProps={form.getInputProps(`values.${field.key}`)}
              error={errorOf(`values.${field.key}`)}
            />
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label={t('org.common.order')}
          description={t('org.common.orderHint')}
          min={0}
          allowDecimal={false}
          {...form.getInputProps('orderId')}
          error={errorOf('orderId')}
        />
        <Switch
          mt={{ sm: 'xl' }}
          label={t('org.common.active')}
          {...form.getInputProps('isActive', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormModal>
  );
}
