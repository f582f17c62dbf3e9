import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  QUICK_LINK_TITLE_MAX,
  QUICK_LINK_URL_MAX,
  quickLinkInput,
  type QuickLinkAdminView,
  type QuickLinkInput,
} from '@tenure/domain/employees';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { useSaveQuickLink } from '../quickLinksApi.ts';
import { useEntityForm } from '../../../components/forms/useEntityForm.ts';

/** Adds a quick link (null) or edits one; the address rules are the shared ones, so the browser says what the server would. */
export function QuickLinkForm({ link, onClose }: { link: QuickLinkAdminView | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveQuickLink();
  const { form, submit, saving, errorOf } = useEntityForm({
    initialValues: { title: link?.title ?? '', url: link?.url ?? '', isActive: link?.isActive ?? true },
    schema: quickLinkInput,
    toInput: (values): QuickLinkInput => values,
    save: (input) => save.mutateAsync({ id: link?.id ?? null, input }),
    nameOf: (input) => input.title.trim(),
    onSaved: onClose,
  });

  return (
    <FormModal
      title={t(link ? 'org.quickLinks.edit' : 'org.quickLinks.add')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput
        label={t('org.quickLinks.linkTitle')}
        withAsterisk
        data-autofocus
        maxLength={QUICK_LINK_TITLE_MAX}
        {...form.getInputProps('title')}
        error={errorOf('title')}
      />
      <TextInput
        label={t('org.quickLinks.url')}
        description={t('org.quickLinks.urlHint')}
        placeholder="https://"
        withAsterisk
        maxLength={QUICK_LINK_URL_MAX}
        {...form.getInputProps('url')}
        error={errorOf('url')}
      />
      <Switch label={t('org.quickLinks.showOnHome')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </FormModal>
  );
}
