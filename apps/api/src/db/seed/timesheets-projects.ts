import { eq } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tenure/domain/policies';
import {
  allocatedHours,
  allocationRate,
  type AllocationBasis,
  type ProjectStatus,
  type TaskType,
} from '@tenure/domain/timesheets';
import {
  billingEntities,
  clientBillingEntities,
  clientClientManagers,
  clientManagers,
  clients,
  employees,
  legalEntities,
  masterValues,
  projectAllocations,
  projectApprovers,
  projectEntities,
  projectHistoryLogs,
  projectManagers,
  projects,
  projectTasks,
  tasks,
  users,
} from '../schema/index.ts';
import { utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { installTaskCatalogue } from '../../modules/timesheets/index.ts';

interface SeedClient {
  code: string;
  name: string;
  currencyId: string;
  /** Legal entity codes whose billing entity invoices the client. */
  billedBy: string[];
  /** Employee numbers of its client managers. */
  managers: string[];
  website: string;
  contactName: string;
}

interface SeedProject {
  code: string;
  name: string;
  client: string;
  projectType: string;
  technology: string | null;
  classification: string;
  billingType: string;
  status: ProjectStatus;
  /** Weeks from the seed week's Monday; negative is in the past. */
  startWeek: number;
  endWeek: number;
  budgetHours?: number;
  managers: string[];
  approvers?: string[];
  entities: string[];
  tasks: string[];
  customTasks?: { name: string; taskType: TaskType; isBillable?: boolean }[];
  team: { employee: string; basis: AllocationBasis; value: number; role: string; fromWeek?: number; toWeek?: number }[];
}

const DEMO_CLIENTS: SeedClient[] = [
  {
    code: 'NWH',
    name: 'Northwind Health',
    currencyId: 'USD',
    billedBy: ['US-NY-01'],
    managers: ['EMP0012'],
    website: 'https://northwind-health.example.com',
    contactName: 'Sarah Mitchell',
  },
  {
    code: 'MRB',
    name: 'Meridian Bank',
    currencyId: 'SGD',
    billedBy: ['SG-01'],
    managers: ['EMP0008'],
    website: 'https://meridianbank.example.com',
    contactName: 'Tan Wei Ming',
  },
  {
    code: 'KVR',
    name: 'Kaveri Retail',
    currencyId: 'INR',
    billedBy: ['IN-KA-01'],
    managers: ['EMP0009'],
    website: 'https://kaveriretail.example.com',
    contactName: 'Deepa Raghavan',
  },
  {
    code: 'ATL',
    name: 'Atlas Logistics',
    currencyId: 'USD',
    billedBy: ['US-NY-01', 'CR-SJ-01'],
    managers: ['EMP0012', 'EMP0008'],
    website: 'https://atlaslogistics.example.com',
    contactName: 'Mark Daniels',
  },
  {
    code: 'TDC',
    name: 'Tenure Demo Corp (Internal)',
    currencyId: 'USD',
    billedBy: ['US-NY-01'],
    managers: [],
    website: 'https://tenure-demo.com',
    contactName: 'Olivia Carter',
  },
];

const DEMO_PROJECTS: SeedProject[] = [
  {
    code: 'NWH-PP',
    name: 'Patient Portal Rebuild',
    client: 'NWH',
    projectType: 'Development',
    technology: 'React',
    classification: 'Billable',
    billingType: 'Time and Material',
    status: 'Active',
    startWeek: -16,
    endWeek: 36,
    managers: ['EMP0008'],
    approvers: ['EMP0009'],
    entities: ['US-NY-01', 'CR-SJ-01'],
    tasks: ['Development', 'Code Review', 'Testing', 'UI Design', 'Client Meetings'],
    customTasks: [{ name: 'HIPAA Compliance Review', taskType: 'Analysis' }],
    team: [
      { employee: 'EMP0006', basis: 'Percent', value: 60, role: 'Frontend Developer' },
      { employee: 'EMP0007', basis: 'Percent', value: 50, role: 'Full-stack Developer' },
      { employee: 'EMP0013', basis: 'Percent', value: 100, role: 'Developer' },
      { employee: 'EMP0014', basis: 'HoursPerWeek', value: 20, role: 'QA Engineer' },
      { employee: 'EMP0008', basis: 'Percent', value: 20, role: 'Project Manager' },
    ],
  },
  {
    code: 'NWH-CLM',
    name: 'Claims API Support',
    client: 'NWH',
    projectType: 'Maintenance and Support',
    technology: 'Java',
    classification: 'Billable',
    billingType: 'Time and Material',
    status: 'Active',
    startWeek: -30,
    endWeek: 22,
    managers: ['EMP0008'],
    entities: ['US-NY-01', 'IN-KA-01'],
    tasks: ['Production Support', 'Development', 'Documentation'],
    customTasks: [{ name: 'On-call Rotation', taskType: 'Support' }],
    team: [
      { employee: 'EMP0015', basis: 'Percent', value: 100, role: 'Support Engineer' },
      { employee: 'EMP0016', basis: 'HoursPerWeek', value: 24, role: 'Java Developer' },
      { employee: 'EMP0014', basis: 'HoursPerWeek', value: 20, role: 'QA Engineer' },
    ],
  },
  {
    code: 'MRB-MOB',
    name: 'Mobile Banking App',
    client: 'MRB',
    projectType: 'Development',
    technology: 'TypeScript',
    classification: 'Billable',
    billingType: 'Fixed Bid',
    status: 'Active',
    startWeek: -12,
    endWeek: 26,
    budgetHours: 6400,
    managers: ['EMP0008'],
    entities: ['SG-01', 'IN-KA-01'],
    tasks: ['Development', 'Testing', 'UI Design', 'Requirements Analysis', 'Project Management'],
    team: [
      { employee: 'EMP0009', basis: 'Percent', value: 50, role: 'Delivery Lead' },
      { employee: 'EMP0017', basis: 'Percent', value: 100, role: 'Mobile Developer' },
      { employee: 'EMP0018', basis: 'Percent', value: 100, role: 'Mobile Developer' },
      { employee: 'EMP0019', basis: 'Percent', value: 80, role: 'UX Designer' },
      { employee: 'EMP0020', basis: 'HoursPerWeek', value: 30, role: 'QA Engineer' },
    ],
  },
  {
    code: 'MRB-CBM',
    name: 'Core Banking Migration',
    client: 'MRB',
    projectType: 'Consulting',
    technology: 'Java',
    classification: 'Billable',
    billingType: 'Fixed Bid',
    status: 'Active',
    startWeek: -8,
    endWeek: 40,
    budgetHours: 9000,
    managers: ['EMP0010'],
    entities: ['SG-01', 'US-NY-01'],
    tasks: ['Requirements Analysis', 'Development', 'Testing', 'Documentation'],
    customTasks: [{ name: 'Data Reconciliation', taskType: 'Analysis' }],
    team: [
      { employee: 'EMP0021', basis: 'Percent', value: 100, role: 'Solution Architect' },
      { employee: 'EMP0022', basis: 'Percent', value: 100, role: 'Java Developer' },
      { employee: 'EMP0019', basis: 'Percent', value: 40, role: 'Business Analyst' },
    ],
  },
  {
    code: 'KVR-ANL',
    name: 'Retail Analytics Platform',
    client: 'KVR',
    projectType: 'Development',
    technology: 'Python',
    classification: 'Billable',
    billingType: 'Time and Material',
    status: 'Active',
    startWeek: -20,
    endWeek: 30,
    managers: ['EMP0010'],
    entities: ['IN-KA-01'],
    tasks: ['Development', 'Requirements Analysis', 'Testing', 'Client Meetings'],
    team: [
      { employee: 'EMP0023', basis: 'Percent', value: 100, role: 'Data Engineer' },
      { employee: 'EMP0024', basis: 'Percent', value: 100, role: 'Data Engineer' },
      { employee: 'EMP0025', basis: 'HoursPerWeek', value: 20, role: 'Business Analyst' },
    ],
  },
  {
    code: 'KVR-OPS',
    name: 'Store Operations Support',
    client: 'KVR',
    projectType: 'Maintenance and Support',
    technology: 'Java',
    classification: 'Billable',
    billingType: 'Time and Material',
    status: 'Active',
    startWeek: -40,
    endWeek: 12,
    managers: ['EMP0008'],
    entities: ['IN-KA-01'],
    tasks: ['Production Support', 'Documentation', 'Client Meetings'],
    team: [
      { employee: 'EMP0026', basis: 'Percent', value: 100, role: 'Support Engineer' },
      { employee: 'EMP0025', basis: 'HoursPerWeek', value: 20, role: 'Business Analyst' },
      { employee: 'EMP0027', basis: 'Percent', value: 50, role: 'Support Engineer' },
    ],
  },
  {
    code: 'ATL-FLT',
    name: 'Fleet Tracking Dashboard',
    client: 'ATL',
    projectType: 'Development',
    technology: 'React',
    classification: 'Billable',
    billingType: 'Fixed Bid',
    status: 'Active',
    startWeek: -10,
    endWeek: 14,
    budgetHours: 3200,
    managers: ['EMP0010'],
    entities: ['US-NY-01', 'CR-SJ-01'],
    tasks: ['Development', 'UI Design', 'Testing'],
    team: [
      { employee: 'EMP0007', basis: 'Percent', value: 50, role: 'Full-stack Developer' },
      { employee: 'EMP0028', basis: 'Percent', value: 100, role: 'Frontend Developer' },
      { employee: 'EMP0029', basis: 'Percent', value: 100, role: 'Backend Developer' },
      { employee: 'EMP0027', basis: 'Percent', value: 50, role: 'DevOps Engineer' },
    ],
  },
  {
    code: 'INT-PLT',
    name: 'Platform Engineering',
    client: 'TDC',
    projectType: 'Internal',
    technology: 'TypeScript',
    classification: 'Non-Billable',
    billingType: 'Non-Billable',
    status: 'Active',
    startWeek: -52,
    endWeek: 52,
    managers: ['EMP0010'],
    entities: ['US-NY-01', 'IN-KA-01', 'SG-01', 'CR-SJ-01'],
    tasks: ['Development', 'Code Review', 'Documentation', 'Training'],
    customTasks: [{ name: 'Internal Tooling', taskType: 'Development', isBillable: false }],
    team: [
      { employee: 'EMP0006', basis: 'Percent', value: 40, role: 'Developer' },
      { employee: 'EMP0010', basis: 'Percent', value: 60, role: 'Platform Lead' },
      { employee: 'EMP0030', basis: 'Percent', value: 100, role: 'DevOps Engineer' },
      { employee: 'EMP0031', basis: 'Percent', value: 100, role: 'Developer' },
      // Over-allocated on purpose: 100% here and 40% on Core Banking Migration for its first weeks.
      { employee: 'EMP0021', basis: 'Percent', value: 40, role: 'Architecture Guild', toWeek: 4 },
    ],
  },
  {
    code: 'INT-SEN',
    name: 'Sales Enablement Portal',
    client: 'TDC',
    projectType: 'Internal',
    technology: 'TypeScript',
    classification: 'Non-Billable',
    billingType: 'Non-Billable',
    status: 'Completed',
    startWeek: -36,
    endWeek: -6,
    managers: ['EMP0012'],
    entities: ['US-NY-01'],
    tasks: ['Development', 'Requirements Analysis', 'Training'],
    team: [
      { employee: 'EMP0032', basis: 'Percent', value: 100, role: 'Developer' },
      { employee: 'EMP0033', basis: 'HoursPerWeek', value: 16, role: 'Sales Operations' },
    ],
  },
];

/** Monday of the week of `today`. */
const mondayOf = (today: string) =>
  addDays(
    today,
    -['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(weekdayOf(today)),
  );

/**
 * Clients, projects with tasks, managers and designated approvers, and project teams with their
 * allocations around `today` (the demo tenant only), with a creation entry in each project's history.
 */
export async function seedTimesheetProjects(tx: Tx, tenantId: string, today = utcToday()): Promise<void> {
  await installTaskCatalogue(tx, tenantId);
  if (tenantId !== 'demo') return;
  const masters = new Map((await tx.select().from(masterValues)).map((m) => [`${m.masterType}:${m.name}`, m.id]));
  const master = (type: string, name: string | null) => (name ? (masters.get(`${type}:${name}`) ?? null) : null);
  const staff = await tx
    .select({ id: employees.id, number: employees.employeeNumber, joined: employees.dateOfJoining })
    .from(employees);
  const people = new Map(staff.map((e) => [e.number, e.id]));
  const joined = new Map(staff.map((e) => [e.number, e.joined]));
  const entityIds = new Map(
    (await tx.select({ id: legalEntities.id, code: legalEntities.code }).from(legalEntities)).map((e) => [
      e.code,
      e.id,
    ]),
  );
  const billingIds = new Map(
    (await tx.select({ id: billingEntities.id, code: billingEntities.code }).from(billingEntities)).map((b) => [
      b.code,
      b.id,
    ]),
  );
  const managerIds = new Map(
    (
      await tx
        .select({ id: clientManagers.id, number: employees.employeeNumber })
        .from(clientManagers)
        .innerJoin(employees, eq(employees.id, clientManagers.employeeId))
    ).map((m) => [m.number, m.id]),
  );
  const catalogue = new Map((await tx.select().from(tasks)).map((t) => [t.name, t]));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'superadmin'));
  const week0 = mondayOf(today);

  const clientIds = new Map<string, string>();
  for (const c of DEMO_CLIENTS) {
    const [row] = await tx
      .insert(clients)
      .values({
        tenantId,
        code: c.code,
        name: c.name,
        currencyId: c.currencyId,
        website: c.website,
        contactName: c.contactName,
      })
      .returning({ id: clients.id });
    clientIds.set(c.code, row!.id);
    await tx
      .insert(clientBillingEntities)
      .values(
        c.billedBy.map((code) => ({ tenantId, clientId: row!.id, billingEntityId: billingIds.get(`BILL-${code}`)! })),
      );
    const managers = c.managers.flatMap((n) => (managerIds.has(n) ? [managerIds.get(n)!] : []));
    if (managers.length)
      await tx
        .insert(clientClientManagers)
        .values(managers.map((clientManagerId) => ({ tenantId, clientId: row!.id, clientManagerId })));
  }

  for (const p of DEMO_PROJECTS) {
    const client = DEMO_CLIENTS.find((c) => c.code === p.client)!;
    const startDate = addDays(week0, p.startWeek * 7);
    const endDate = addDays(week0, p.endWeek * 7 + 4);
    const [row] = await tx
      .insert(projects)
      .values({
        tenantId,
        clientId: clientIds.get(p.client)!,
        code: p.code,
        name: p.name,
        projectTypeId: master('ProjectType', p.projectType),
        technologyId: master('Technology', p.technology),
        classificationId: master('Classification', p.classification),
        billingTypeId: master('BillingType', p.billingType)!,
        billingEntityId: billingIds.get(`BILL-${client.billedBy[0]}`)!,
        status: p.status,
        startDate,
        endDate,
        budgetHours: p.budgetHours ?? null,
      })
      .returning({ id: projects.id });
    const projectId = row!.id;
    await tx
      .insert(projectManagers)
      .values(p.managers.map((n) => ({ tenantId, projectId, employeeId: people.get(n)! })));
    if (p.approvers?.length)
      await tx
        .insert(projectApprovers)
        .values(p.approvers.map((n) => ({ tenantId, projectId, employeeId: people.get(n)! })));
    await tx
      .insert(projectEntities)
      .values(p.entities.map((code) => ({ tenantId, projectId, legalEntityId: entityIds.get(code)! })));
    await tx.insert(projectTasks).values([
      ...p.tasks.map((name) => {
        const task = catalogue.get(name)!;
        return {
          tenantId,
          projectId,
          taskId: task.id,
          name,
          taskType: task.taskType,
          isBillable: p.classification === 'Billable',
        };
      }),
      ...(p.customTasks ?? []).map((t) => ({
        tenantId,
        projectId,
        name: t.name,
        taskType: t.taskType,
        isCustom: true,
        isBillable: t.isBillable ?? p.classification === 'Billable',
      })),
    ]);
    const team = p.team.flatMap((m) => {
      const employeeId = people.get(m.employee);
      if (!employeeId) return [];
      // Nobody is allocated before they joined.
      const planned = m.fromWeek === undefined ? startDate : addDays(week0, m.fromWeek * 7);
      const joinedOn = joined.get(m.employee);
      const from = joinedOn && joinedOn > planned ? joinedOn : planned;
      const to = m.toWeek === undefined ? endDate : addDays(week0, m.toWeek * 7 + 4);
      if (from > to) return [];
      const rate = allocationRate(m.basis, m.value);
      return [
        {
          tenantId,
          projectId,
          employeeId,
          role: m.role,
          startDate: from,
          endDate: to,
          allocationBasis: m.basis,
          ...rate,
          allocatedHours: allocatedHours(from, to, rate.hoursPerWeek),
          isBillable: p.classification === 'Billable',
        },
      ];
    });
    if (team.length) await tx.insert(projectAllocations).values(team);
    await tx.insert(projectHistoryLogs).values({
      tenantId,
      projectId,
      section: 'project',
      action: 'created',
      summary: `Project ${p.name} created for ${client.name}`,
      after: { code: p.code, name: p.name, status: p.status, startDate, endDate },
      changedBy: admin?.id ?? null,
      changedByName: 'Alex Morgan',
      changedAt: new Date(`${startDate}T09:00:00Z`),
    });
  }
}
