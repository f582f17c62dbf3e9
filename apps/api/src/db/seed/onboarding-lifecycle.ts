import { sql } from 'drizzle-orm';
import { permissionsOfRoles } from '@tenure/domain/access';
import { addDays } from '@tenure/domain/policies';
import type { TemplateTaskInput } from '@tenure/domain/onboarding';
import { adminUsernameOf } from '@tenure/domain/tenants';
import { queryRows, type Tx } from '../../platform/db.ts';
import type { SeedPerson } from './demo-data.ts';
import { hashPassword, newSessionToken, sha256 } from '../../platform/secrets.ts';
import { SYSTEM_SCOPE } from '../../platform/viewer.ts';
import { createTemplate, startChecklist } from '../../modules/onboarding/index.ts';

/** A person of the onboarding demo: joining this month or next (offset in days from a month's first), resigned, or gone. */
interface LifecyclePerson extends Omit<SeedPerson, 'employmentType' | 'login' | 'manager'> {
  manager: string;
  status: 'Active' | 'Inactive' | 'Resigned' | 'Notice Period';
  joined: { month: 0 | 1; day: number } | string;
  born: string;
  /** Invited to set a password before their first day. */
  invited?: boolean;
  checklist?: { done: number };
}

const PEOPLE: LifecyclePerson[] = [
  {
    number: 'EMP0101',
    born: '1998-04-12',
    gender: 'Male',
    firstName: 'Arjun',
    lastName: 'Mehta',
    designation: 'Software Engineer',
    department: 'Platform',
    location: 'Bengaluru',
    entity: 'IN-KA-01',
    manager: 'EMP0010',
    status: 'Active',
    joined: { month: 0, day: 3 },
    checklist: { done: 4 },
  },
  {
    number: 'EMP0102',
    born: '1996-09-30',
    gender: 'Female',
    firstName: 'Sofia',
    lastName: 'Martinez',
    designation: 'QA Engineer',
    department: 'Platform',
    location: 'New York',
    entity: 'US-NY-01',
    manager: 'EMP0010',
    status: 'Active',
    joined: { month: 0, day: 17 },
    checklist: { done: 2 },
  },
  {
    number: 'EMP0103',
    born: '1999-01-22',
    gender: 'Female',
    firstName: 'Hannah',
    lastName: 'Lee',
    designation: 'HR Executive',
    department: 'Human Resources',
    location: 'Bengaluru',
    entity: 'IN-KA-01',
    manager: 'EMP0003',
    status: 'Active',
    joined: { month: 1, day: 0 },
    invited: true,
    checklist: { done: 1 },
  },
  {
    number: 'EMP0104',
    born: '1993-06-05',
    gender: 'Male',
    firstName: 'Ethan',
    lastName: 'Wright',
    designation: 'DevOps Engineer',
    department: 'Platform',
    location: 'New York',
    entity: 'US-NY-01',
    manager: 'EMP0010',
    status: 'Active',
    joined: { month: 1, day: 6 },
    invited: true,
  },
  {
    number: 'EMP0105',
    born: '1990-11-17',
    gender: 'Male',
    firstName: 'Kevin',
    lastName: "O'Brien",
    designation: 'Account Executive',
    department: 'Sales',
    location: 'New York',
    entity: 'US-NY-01',
    manager: 'EMP0012',
    status: 'Notice Period',
    joined: '2021-03-15',
  },
  {
    number: 'EMP0106',
    born: '1992-03-08',
    gender: 'Female',
    firstName: 'Farah',
    lastName: 'Siddiqui',
    designation: 'Accountant',
    department: 'Finance',
    location: 'Bengaluru',
    entity: 'IN-KA-01',
    manager: 'EMP0011',
    status: 'Resigned',
    joined: '2019-07-01',
  },
  {
    number: 'EMP0107',
    born: '1985-07-26',
    gender: 'Male',
    firstName: 'Robert',
    lastName: 'Hayes',
    designation: 'Account Executive',
    department: 'Sales',
    location: 'New York',
    entity: 'US-NY-01',
    manager: 'EMP0012',
    status: 'Inactive',
    joined: '2018-02-12',
  },
  {
    number: 'EMP0108',
    born: '1994-12-14',
    gender: 'Female',
    firstName: 'Sneha',
    lastName: 'Kulkarni',
    designation: 'Business Analyst',
    department: 'Delivery',
    location: 'Bengaluru',
    entity: 'IN-KA-01',
    manager: 'EMP0008',
    status: 'Inactive',
    joined: '2020-09-21',
  },
];

const welcome: TemplateTaskInput = {
  title: 'Send the welcome email and first-day schedule',
  ownerKind: 'role',
  ownerRoleCode: 'HR_EXECUTIVE',
  ownerEmployeeNumber: null,
  dueDays: -3,
};
const laptop: TemplateTaskInput = {
  title: 'Prepare laptop, email and badge',
  ownerKind: 'employee',
  ownerRoleCode: null,
  ownerEmployeeNumber: 'EMP0002',
  dueDays: -2,
};
const papers: TemplateTaskInput = {
  title: 'Collect signed offer, ID proof and bank details',
  ownerKind: 'role',
  ownerRoleCode: 'HR_EXECUTIVE',
  ownerEmployeeNumber: null,
  dueDays: 0,
};
const checkIn: TemplateTaskInput = {
  title: '30-day check-in',
  ownerKind: 'manager',
  ownerRoleCode: null,
  ownerEmployeeNumber: null,
  dueDays: 30,
};
const byManager = (title: string, dueDays: number): TemplateTaskInput => ({
  title,
  ownerKind: 'manager',
  ownerRoleCode: null,
  ownerEmployeeNumber: null,
  dueDays,
});

const TEMPLATES: { name: string; department: string; tasks: TemplateTaskInput[] }[] = [
  {
    name: 'Engineering onboarding',
    department: 'Engineering',
    tasks: [
      welcome,
      laptop,
      papers,
      byManager('Assign an onboarding buddy', 0),
      {
        title: 'Grant repository and CI access',
        ownerKind: 'employee',
        ownerRoleCode: null,
        ownerEmployeeNumber: 'EMP0002',
        dueDays: 1,
      },
      byManager("Walk through the team's roadmap", 3),
      checkIn,
    ],
  },
  {
    name: 'HR onboarding',
    department: 'Human Resources',
    tasks: [
      welcome,
      laptop,
      papers,
      byManager('HRIS and payroll system training', 2),
      {
        title: 'Policy handbook walkthrough',
        ownerKind: 'role',
        ownerRoleCode: 'HR_DIRECTOR',
        ownerEmployeeNumber: null,
        dueDays: 5,
      },
      checkIn,
    ],
  },
];

/**
 * Onboarding demo of the demo tenant: joiners this month and next with department checklists
 * partly done (HR's and IT's first tasks ticked), two invitations not used yet, an employee
 * serving notice, one resigned and two former employees to take back. Runs after the people.
 */
export async function seedOnboardingLifecycle(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const [anchor] = await queryRows<{ this_month: string; next_month: string; hr_user: string }>(
    tx,
    sql`select date_trunc('month', current_date)::date::text as this_month, (date_trunc('month', current_date) + interval '1 month')::date::text as next_month,
               (select id from users where username = 'hrexec01') as hr_user`,
  );
  const ids = await queryRows<{ key: string; id: string }>(
    tx,
    sql`select 'e:' || employee_number as key, id from employees union all select 'd:' || name, id from departments
        union all select 'l:' || name, id from locations union all select 'le:' || code, id from legal_entities`,
  );
  const idOf = new Map(ids.map((r) => [r.key, r.id]));
  const passwordHash = await hashPassword(newSessionToken());
  for (const p of PEOPLE) {
    const joined =
      typeof p.joined === 'string'
        ? p.joined
        : addDays(p.joined.month === 0 ? anchor!.this_month : anchor!.next_month, p.joined.day);
    const email = `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@tenure-demo.com';
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into employees (tenant_id, employee_number, first_name, last_name, email, designation, employment_type, status, gender, date_of_birth, date_of_joining,
                                 legal_entity_id, department_id, location_id, manager_id)
          values (${tenantId}, ${p.number}, ${p.firstName}, ${p.lastName}, ${email}, ${p.designation}, 'Full Time', ${p.status},
                  ${p.gender}, ${p.born}::date, ${joined}::date,
                  ${idOf.get(`le:${p.entity}`)}, ${idOf.get(`d:${p.department}`)}, ${idOf.get(`l:${p.location}`)}, ${idOf.get(`e:${p.manager}`)})
          returning id`,
    );
    idOf.set(`e:${p.number}`, row!.id);
    if (p.invited)
      await invite(tx, tenantId, {
        employeeId: row!.id,
        username: adminUsernameOf(email),
        email,
        entityId: idOf.get(`le:${p.entity}`)!,
        passwordHash,
        invitedBy: anchor!.hr_user,
      });
  }

  const hr = {
    userId: anchor!.hr_user,
    employeeId: idOf.get('e:EMP0004') ?? null,
    permissions: permissionsOfRoles(['HR_EXECUTIVE']),
    tenantCode: tenantId,
    requestId: 'seed',
    scope: SYSTEM_SCOPE,
  };
  for (const t of TEMPLATES)
    await createTemplate(tx, hr, { name: t.name, departmentId: idOf.get(`d:${t.department}`)!, tasks: t.tasks });
  for (const p of PEOPLE) {
    if (!p.checklist) continue;
    await startChecklist(tx, hr, p.number);
    // The first tasks (the earliest due) are done: HR's welcome, IT's laptop and so on.
    await tx.execute(sql`
      update onboarding_checklist_tasks k set done_at = now() - interval '1 day', done_by = ${anchor!.hr_user}
        from onboarding_checklists c
       where c.id = k.checklist_id and c.employee_id = ${idOf.get(`e:${p.number}`)} and k.position <= ${p.checklist.done}`);
  }
}

/** A joiner's account with the Employee role and an invitation link not used yet (its token is thrown away). */
async function invite(
  tx: Tx,
  tenantId: string,
  a: { employeeId: string; username: string; email: string; entityId: string; passwordHash: string; invitedBy: string },
) {
  const [user] = await queryRows<{ id: string }>(
    tx,
    sql`insert into users (tenant_id, username, email, password_hash, employee_id) values (${tenantId}, ${a.username}, ${a.email}, ${a.passwordHash}, ${a.employeeId}) returning id`,
  );
  await tx.execute(sql`
    with mapping as (insert into user_entities (tenant_id, user_id, legal_entity_id, is_default) values (${tenantId}, ${user!.id}, ${a.entityId}, true) returning id)
    insert into user_entity_roles (tenant_id, user_entity_id, role_id) select ${tenantId}, mapping.id, r.id from mapping, roles r where r.code = 'EMPLOYEE'`);
  await tx.execute(sql`
    insert into set_password_links (tenant_id, user_id, token_hash, purpose, expires_at, created_by)
    values (${tenantId}, ${user!.id}, ${sha256(newSessionToken())}, 'invite', now() + interval '72 hours', ${a.invitedBy})`);
}
