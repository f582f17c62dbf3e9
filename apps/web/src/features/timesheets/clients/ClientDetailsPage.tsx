import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { feature, section } from '@tenure/domain/access';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { EmptyState, LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { FactGrid } from '../projects/FactGrid.tsx';
import { useProjectList } from '../projects/projectsApi.ts';
import { ClientApiKeys } from './ClientApiKeys.tsx';
import { ClientForm } from './ClientForm.tsx';
import { useClient } from './clientsApi.ts';

/** /clients-details?id=…: one client, who invoices it, who owns it, and its projects. */
export function ClientDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const client = useClient(id);
  const canEdit = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'EditClient'));
  const [editing, setEditing] = useState(false);

  if (!id)
    return (
      <EmptyState
        text={t('projects.clients.notFound')}
        action={
          <Anchor component={Link} to="/clients">
            {t('projects.clients.backToClients')}
          </Anchor>
        }
      />
    );
  if (client.error)
    return (
      <LoadErrorState
        error={client.error}
        onRetry={() => void client.refetch()}
        title={t('projects.clients.notFound')}
      />
    );
  if (!client.data) return <LoadingState />;
  const c = client.data;
  return (
    <Page title={c.name} intro={t('projects.clients.detailsIntro')}>
      <Group justify="space-between">
        <Anchor component={Link} to="/clients" size="sm">
          {t('projects.clients.backToClients')}
        </Anchor>
        {canEdit && (
          <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('projects.clients.edit')}
          </Button>
        )}
      </Group>
      <FactGrid
        facts={[
          [t('projects.clients.fields.code'), c.code],
          [t('projects.clients.fields.currency'), c.currencyId],
          [
            t('projects.clients.fields.status'),
            <Badge key="status" variant="dot" color={c.status === 'Active' ? 'teal' : 'gray'} tt="none">
              {t(`projects.status.${c.status}`)}
            </Badge>,
          ],
          [
            t('projects.clients.fields.billingEntities'),
            c.billingEntities.map((b) => `${b.name} (${b.currencyId})`).join(', '),
          ],
          [t('projects.clients.fields.clientManagers'), c.clientManagers.map((m) => m.name).join(', ')],
          [t('projects.clients.fields.contactName'), c.contactName ?? ''],
          [t('projects.clients.fields.contactEmail'), c.contactEmail ?? ''],
          [t('projects.clients.fields.website'), c.website ?? ''],
          [t('projects.clients.fields.address'), c.address ?? ''],
        ]}
      />
      <ClientProjects clientId={c.id} />
      {canEdit && <ClientApiKeys clientId={c.id} />}
      {editing && <ClientForm client={c} onClose={() => setEditing(false)} />}
    </Page>
  );
}

function ClientProjects({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const mayList = useHasAccess(section('CLIENTS_AND_PROJECTS', 'Projects'));
  const projects = useProjectList({
    filterValues: { clientIds: [clientId] },
    managedOnly: false,
    page: 1,
    size: 100,
    sort: 'name',
    direction: 'asc',
  });
  if (!mayList) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('projects.clients.projectsOf')}
      </Title>
      {projects.error ? (
        <LoadErrorState error={projects.error} onRetry={() => void projects.refetch()} />
      ) : !projects.data ? (
        <LoadingState />
      ) : projects.data.items.length === 0 ? (
        <EmptyState text={t('projects.projects.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Caption>{t('projects.clients.projectsOf')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('projects.projects.columns.name')}</Table.Th>
                <Table.Th>{t('projects.projects.columns.billingType')}</Table.Th>
                <Table.Th>{t('projects.projects.columns.dates')}</Table.Th>
                <Table.Th>{t('projects.projects.columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.data.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/projects-details/${p.id}`}>
                      {p.projectName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.billingType.name}</Table.Td>
                  <Table.Td>{`${formatDate(p.projectStartDate)} – ${p.projectEndDate ? formatDate(p.projectEndDate) : t('projects.projects.openEnded')}`}</Table.Td>
                  <Table.Td>{t(`projects.status.${p.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
