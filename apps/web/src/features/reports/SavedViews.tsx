import { useState } from 'react';
import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconMail, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportViewItem, ReportViewState } from '@tenure/domain/reports';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormModal } from '../../components/forms/FormModal.tsx';
import { reportSaveError } from '../../lib/forms/formErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { showToast } from '../../lib/toast.ts';
import { useReportViewMutations, useReportViews } from './reportsApi.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

interface SavedViewsProps {
  reportKey: string;
  /** What the screen shows now: what "Save view" keeps. */
  current: ReportViewState;
  /** The view opened (the link's `view`), if any. */
  openedId: string | null;
  onOpen(view: ReportViewItem): void;
}

type Dialog = 'save' | 'rename' | 'delete' | 'schedule' | null;

/** The viewer's saved views of the report and those shared with them: open one, save the screen as one, rename, delete or schedule their own. */
export function SavedViews({ reportKey, current, openedId, onOpen }: SavedViewsProps) {
  const { t } = useTranslation();
  const views = useReportViews(reportKey);
  const mutations = useReportViewMutations(reportKey);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = views.data ?? [];
  const opened = list.find((v) => v.id === openedId) ?? null;
  const own = opened?.mine ? opened : null;
  const data = [
    {
      group: t('reportViewer.views.mine'),
      items: list.filter((v) => v.mine).map((v) => ({ value: v.id, label: v.name })),
    },
    {
      group: t('reportViewer.views.shared'),
      items: list
        .filter((v) => !v.mine)
        .map((v) => ({ value: v.id, label: t('reportViewer.views.sharedBy', { name: v.name, owner: v.ownerName }) })),
    },
  ].filter((g) => g.items.length > 0);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('reportViewer.views.label')}
        placeholder={views.isPending ? t('reportViewer.views.loading') : t('reportViewer.views.none')}
        data={data}
        value={opened?.id ?? null}
        onChange={(id) => {
          const view = list.find((v) => v.id === id);
          if (view) onOpen(view);
        }}
        disabled={list.length === 0}
        error={views.isError ? t('reportViewer.views.loadFailed') : undefined}
        searchable
        w={260}
        data-testid="report-views"
      />
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => setDialog('save')}
        data-testid="report-view-save"
      >
        {t('reportViewer.views.save')}
      </Button>
      {own && (
        <>
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setDialog('rename')}
          >
            {t('reportViewer.views.rename')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            onClick={() => setDialog('schedule')}
            data-testid="report-view-schedule"
          >
            {t('reportViewer.views.schedule')}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDialog('delete')}
          >
            {t('reportViewer.views.delete')}
          </Button>
        </>
      )}
      {dialog === 'save' && (
        <ViewForm
          title={t('reportViewer.views.saveTitle')}
          initial={{ name: '', shared: false }}
          onClose={() => setDialog(null)}
          save={async (values) => onOpen(await mutations.create.mutateAsync({ ...values, state: current }))}
        />
      )}
      {dialog === 'rename' && own && (
        <ViewForm
          title={t('reportViewer.views.renameTitle')}
          initial={{ name: own.name, shared: own.shared }}
          onClose={() => setDialog(null)}
          save={(values) => mutations.update.mutateAsync({ id: own.id, ...values })}
        />
      )}
      {dialog === 'schedule' && own && (
        <ScheduleDialog reportKey={reportKey} view={own} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog === 'delete' && own !== null}
        title={t('reportViewer.views.deleteTitle')}
        message={t('reportViewer.views.deleteMessage', { name: own?.name ?? '' })}
        confirmLabel={t('reportViewer.views.delete')}
        cancelLabel={t('org.common.cancel')}
        danger
        loading={mutations.remove.isPending}
        error={mutations.remove.error?.message ?? null}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          own &&
          mutations.remove.mutate(own.id, {
            onSuccess: () => {
              setDialog(null);
              showToast('success', t('reportViewer.views.deleted', { name: own.name }));
            },
          })
        }
      />
    </Group>
  );
}

interface ViewValues {
  name: string;
  shared: boolean;
}

/** Name and sharing of a view; a name the user already has lands on the field (the server's 409). */
function ViewForm(props: {
  title: string;
  initial: ViewValues;
  onClose(): void;
  save(values: ViewValues): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [saving, setSaving] = useState(false);
  const form = useForm<ViewValues>({
    initialValues: props.initial,
    validate: { name: (value) => (value.trim() === '' ? t('reportViewer.views.nameRequired') : null) },
  });
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await props.save({ name: values.name.trim(), shared: values.shared });
      showToast('success', t('org.common.saved', { name: values.name.trim() }));
      props.onClose();
    } catch (error) {
      reportSaveError(error as Error, form.setErrors, messageText);
    } finally {
      setSaving(false);
    }
  });
  return (
    <FormModal title={props.title} onClose={props.onClose} onSubmit={submit} saving={saving}>
      <TextInput label={t('reportViewer.views.name')} required data-autofocus {...form.getInputProps('name')} />
      <Checkbox label={t('reportViewer.views.shareWithAll')} {...form.getInputProps('shared', { type: 'checkbox' })} />
    </FormModal>
  );
}
