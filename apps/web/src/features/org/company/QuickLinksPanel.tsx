import { useState } from 'react';
import { ActionIcon, Anchor, Group, Paper, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAllowedQuickLinkUrl, type QuickLinkAdminView } from '@tenure/domain/employees';
import { AddButton } from '../../../components/crud/AddButton.tsx';
import { CrudPanel } from '../../../components/crud/CrudPanel.tsx';
import { CrudTable } from '../../../components/crud/CrudTable.tsx';
import { RowActions } from '../../../components/crud/RowActions.tsx';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteQuickLink, useManagedQuickLinks, useReorderQuickLinks, useSaveQuickLink } from '../quickLinksApi.ts';
import { QuickLinkForm } from './QuickLinkForm.tsx';
import { movedIds } from './quickLinkOrder.ts';

type Editing = { link: QuickLinkAdminView | null } | null;
type Row = { link: QuickLinkAdminView; index: number };

/** The home page's quick links: add, edit, show or hide, move up or down, delete. */
export function QuickLinksPanel() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const links = useManagedQuickLinks();
  const save = useSaveQuickLink();
  const reorder = useReorderQuickLinks();
  const remove = useDeleteQuickLink();
  const [editing, setEditing] = useState<Editing>(null);
  const busy = save.isPending || reorder.isPending || remove.isPending;
  const refused = (error: Error) => showToast('error', messageText(error.message));

  const setActive = (link: QuickLinkAdminView, isActive: boolean) =>
    save.mutate(
      { id: link.id, input: { title: link.title, url: link.url, isActive } },
      {
        onSuccess: () =>
          showToast('success', t(isActive ? 'org.quickLinks.shown' : 'org.quickLinks.hidden', { title: link.title })),
        onError: refused,
      },
    );

  const move = (all: QuickLinkAdminView[], index: number, direction: 'up' | 'down') => {
    const ids = movedIds(
      all.map((l) => l.id),
      index,
      direction,
    );
    if (ids) reorder.mutate(ids, { onError: refused });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="quick-links-heading"
      data-testid="quick-links-admin"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="quick-links-heading">
          {t('org.quickLinks.title')}
        </Title>
        <CrudPanel
          query={links}
          emptyText={t('org.quickLinks.empty')}
          remove={(id) => remove.mutateAsync(id)}
          toolbar={
            <Group justify="space-between" align="center" mb="md" gap="sm">
              <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
                {t('org.quickLinks.hint')}
              </Text>
              <AddButton onClick={() => setEditing({ link: null })}>{t('org.quickLinks.add')}</AddButton>
            </Group>
          }
          form={editing && <QuickLinkForm link={editing.link} onClose={() => setEditing(null)} />}
        >
          {(all, confirmDelete) => (
            <CrudTable<Row>
              testId="quick-links"
              minWidth={640}
              rows={all.map((link, index) => ({ link, index }))}
              rowKey={({ link }) => link.id}
              columns={[
                {
                  header: t('org.quickLinks.order'),
                  cell: ({ link, index }) => (
                    <Group gap={2} wrap="nowrap">
                      <MoveButton
                        label={t('org.quickLinks.moveUp', { title: link.title })}
                        disabled={busy || index === 0}
                        onClick={() => move(all, index, 'up')}
                        up
                      />
                      <MoveButton
                        label={t('org.quickLinks.moveDown', { title: link.title })}
                        disabled={busy || index === all.length - 1}
                        onClick={() => move(all, index, 'down')}
                      />
                    </Group>
                  ),
                },
                {
                  header: t('org.quickLinks.linkTitle'),
                  cell: ({ link }) => (
                    <Text size="sm" fw={600}>
                      {link.title}
                    </Text>
                  ),
                },
                {
                  header: t('org.quickLinks.url'),
                  cell: ({ link }) =>
                    isAllowedQuickLinkUrl(link.url) ? (
                      <Anchor
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ wordBreak: 'break-all' }}
                      >
                        {link.url}
                      </Anchor>
                    ) : (
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {link.url}
                      </Text>
                    ),
                },
                {
                  header: t('org.quickLinks.active'),
                  cell: ({ link }) => (
                    <Switch
                      checked={link.isActive}
                      disabled={busy}
                      aria-label={t('org.quickLinks.showNamed', { title: link.title })}
                      onChange={(event) => setActive(link, event.currentTarget.checked)}
                    />
                  ),
                },
              ]}
              actions={({ link }) => (
                <RowActions
                  name={link.title}
                  onEdit={() => setEditing({ link })}
                  onDelete={() => confirmDelete({ id: link.id, name: link.title })}
                />
              )}
            />
          )}
        </CrudPanel>
      </Stack>
    </Paper>
  );
}

function MoveButton({
  label,
  disabled,
  onClick,
  up = false,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  up?: boolean;
}) {
  const Icon = up ? IconArrowUp : IconArrowDown;
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" aria-label={label} disabled={disabled} onClick={onClick}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
