import { Anchor, Badge, Group, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { feature, section } from '@tenure/domain/access';
import type { ProjectView } from '@tenure/domain/timesheets';
import { useAccessContext } from '../../../lib/access/useAccessContext.ts';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { Page } from '../../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../../components/QueryStates.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { FactGrid } from './FactGrid.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectHistoryPanel } from './ProjectHistoryPanel.tsx';
import { STATUS_COLORS } from './ProjectsPage.tsx';
import { ProjectTasksPanel } from './ProjectTasksPanel.tsx';
import { ProjectTeamPanel } from './ProjectTeamPanel.tsx';
import { useProject, useProjectOptions } from './projectsApi.ts';

/** /project-details: a new project; once saved, its details page opens for tasks and team. */
export function NewProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices = useProjectOptions();
  return (
    <Page title={t('projects.projects.newTitle')} intro={t('projects.projects.newIntro')}>
      {choices.error ? (
        <LoadErrorState error={choices.error} onRetry={() => void choices.refetch()} />
      ) : !choices.data ? (
        <LoadingState />
      ) : (
        <ProjectForm
          project={null}
          choices={choices.data}
          canEditAll
          onSaved={(p) => void navigate(`/projects-details/${p.id}`)}
          onCancel={() => void navigate('/projects')}
        />
      )}
    </Page>
  );
}

/** /projects-details/{id}: the project's details, tasks, team and history; editable by its managers and administrators. */
export function ProjectDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const project = useProject(id);
  const access = useAccessContext();
  const canEditAll = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'EditProject'));
  const mayManageTeam = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'ManageProjectTeam'));
  const mayManageTasks = useHasAccess(feature('CLIENTS_AND_PROJECTS', 'ManageProjectTasks'));
  const mayReadTeams = useHasAccess(section('CLIENTS_AND_PROJECTS', 'Projects'));
  const choices = useProjectOptions(project.data?.canManage === true);
  const flags = access.status === 'ready' ? access.ctx.flags : {};

  if (project.error)
    return (
      <LoadErrorState
        error={project.error}
        onRetry={() => void project.refetch()}
        title={t('projects.projects.notFound')}
      />
    );
  if (!project.data) return <LoadingState />;
  const p = project.data;
  const canManage = p.canManage;

  return (
    <Page title={p.projectName} intro={t('projects.projects.detailsIntro', { client: p.clientName, code: p.code })}>
      <Group gap="sm">
        <Badge variant="dot" color={STATUS_COLORS[p.status]} tt="none">
          {t(`projects.status.${p.status}`)}
        </Badge>
        <Anchor
          component={Link}
          to={canEditAll ? '/projects' : canManage ? '/manage-projects' : '/my-projects'}
          size="sm"
        >
          {t('projects.projects.backToProjects')}
        </Anchor>
      </Group>
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('projects.tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="tasks">{t('projects.tabs.tasks')}</Tabs.Tab>
          {mayReadTeams && <Tabs.Tab value="team">{t('projects.tabs.team')}</Tabs.Tab>}
          {flags.projectSetupHistoryLogs && canManage && (
            <Tabs.Tab value="history">{t('projects.tabs.history')}</Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          {!canManage ? (
            <ProjectSummary project={p} />
          ) : choices.data ? (
            <ProjectForm
              key={p.id}
              project={p}
              choices={choices.data}
              canEditAll={canEditAll}
              onSaved={() => undefined}
            />
          ) : (
            <LoadingState />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <ProjectTasksPanel projectId={p.id} canManage={canManage && mayManageTasks} />
        </Tabs.Panel>
        {mayReadTeams && (
          <Tabs.Panel value="team" pt="md">
            <ProjectTeamPanel
              project={p}
              canManage={canManage && mayManageTeam}
              mayDelete={flags.physicalDeleteResource === true}
            />
          </Tabs.Panel>
        )}
        {flags.projectSetupHistoryLogs && canManage && (
          <Tabs.Panel value="history" pt="md">
            <ProjectHistoryPanel projectId={p.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Page>
  );
}

/** The project as read by someone who does not manage it (a team member, an approver). */
function ProjectSummary({ project: p }: { project: ProjectView }) {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  return (
    <FactGrid
      facts={[
        [t('projects.form.client'), p.clientName],
        [t('projects.form.code'), p.code],
        [t('projects.form.billingType'), p.billingType.name],
        [t('projects.form.projectType'), p.projectType?.name ?? '—'],
        [t('projects.form.technology'), p.technology?.name ?? '—'],
        [t('projects.form.startDate'), formatDate(p.projectStartDate)],
        [
          t('projects.form.endDate'),
          p.projectEndDate ? formatDate(p.projectEndDate) : t('projects.projects.openEnded'),
        ],
        [t('projects.form.projectManagers'), p.projectManagers.map((m) => m.name).join(', ')],
        [t('projects.form.approvers'), p.approvers.map((m) => m.name).join(', ') || '—'],
        [t('projects.form.description'), p.description ?? '—'],
      ]}
    />
  );
}
