import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { ExitReasonCategory } from '@tenure/domain/offboarding';
import { utcToday } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

/** A former employee: who, when they resigned (days before the seed runs), why, and HR's regretted mark. */
interface PastLeaver {
  number: string;
  firstName: string;
  lastName: string;
  gender: 'Female' | 'Male';
  designation: string;
  department: string;
  location: string;
  entity: string;
  manager: string;
  joined: string;
  resignedDaysAgo: number;
  category: ExitReasonCategory;
  reason: string;
  regretted: boolean | null;
}

const NY = { location: 'New York', entity: 'US-NY-01' };
const BLR = { location: 'Bengaluru', entity: 'IN-KA-01' };
const SG = { location: 'Singapore', entity: 'SG-01' };

/** A year of exits, spread over the months, as a company of this size sees them. */
const PAST_LEAVERS: PastLeaver[] = [
  {
    number: 'EMP0081',
    firstName: 'Priya',
    lastName: 'Raman',
    gender: 'Female',
    designation: 'Senior Software Engineer',
    department: 'Platform',
    ...BLR,
    manager: 'EMP0010',
    joined: '2019-06-03',
    resignedDaysAgo: 350,
    category: 'Better opportunity',
    reason: 'Offered a staff engineer role at a product company',
    regretted: true,
  },
  {
    number: 'EMP0082',
    firstName: 'Marcus',
    lastName: 'Bell',
    gender: 'Male',
    designation: 'Account Executive',
    department: 'Sales',
    ...NY,
    manager: 'EMP0012',
    joined: '2021-01-11',
    resignedDaysAgo: 330,
    category: 'Compensation',
    reason: 'Higher commission plan elsewhere',
    regretted: false,
  },
  {
    number: 'EMP0083',
    firstName: 'Wei',
    lastName: 'Lin',
    gender: 'Female',
    designation: 'Business Analyst',
    department: 'Delivery',
    ...SG,
    manager: 'EMP0009',
    joined: '2020-03-16',
    resignedDaysAgo: 300,
    category: 'Relocation',
    reason: 'Moving to Australia with family',
    regretted: true,
  },
  {
    number: 'EMP0084',
    firstName: 'Daniel',
    lastName: 'Okafor',
    gender: 'Male',
    designation: 'QA Engineer',
    department: 'Platform',
    ...NY,
    manager: 'EMP0010',
    joined: '2022-05-02',
    resignedDaysAgo: 280,
    category: 'Manager',
    reason: 'Did not see a path forward in the team',
    regretted: false,
  },
  {
    number: 'EMP0085',
    firstName: 'Divya',
    lastName: 'Menon',
    gender: 'Female',
    designation: 'Accountant',
    department: 'Finance',
    ...BLR,
    manager: 'EMP0011',
    joined: '2021-08-23',
    resignedDaysAgo: 250,
    category: 'Higher studies',
    reason: 'MBA programme starting in the autumn',
    regretted: true,
  },
  {
    number: 'EMP0086',
    firstName: 'Tom',
    lastName: 'Fischer',
    gender: 'Male',
    designation: 'Account Executive',
    department: 'Sales',
    ...NY,
    manager: 'EMP0012',
    joined: '2022-09-12',
    resignedDaysAgo: 230,
    category: 'Better opportunity',
    reason: 'Joining a start-up as sales lead',
    regretted: false,
  },
  {
    number: 'EMP0087',
    firstName: 'Nur',
    lastName: 'Aziz',
    gender: 'Female',
    designation: 'Accountant',
    department: 'Finance',
    ...SG,
    manager: 'EMP0011',
    joined: '2018-11-05',
    resignedDaysAgo: 205,
    category: 'Personal',
    reason: 'Taking time off to care for a parent',
    regretted: true,
  },
  {
    number: 'EMP0088',
    firstName: 'Rahul',
    lastName: 'Desai',
    gender: 'Male',
    designation: 'Software Engineer',
    department: 'Platform',
    ...BLR,
    manager: 'EMP0010',
    joined: '2023-02-06',
    resignedDaysAgo: 180,
    category: 'Compensation',
    reason: 'Counter-offer not matched',
    regretted: false,
  },
  {
    number: 'EMP0089',
    firstName: 'Grace',
    lastName: 'Tan',
    gender: 'Female',
    designation: 'Delivery Lead',
    department: 'Delivery',
    ...SG,
    manager: 'EMP0009',
    joined: '2017-04-10',
    resignedDaysAgo: 160,
    category: 'Better opportunity',
    reason: 'Director role at a consultancy',
    regretted: true,
  },
  {
    number: 'EMP0090',
    firstName: 'Luis',
    lastName: 'Ortega',
    gender: 'Male',
    designation: 'Account Executive',
    department: 'Sales',
    ...NY,
    manager: 'EMP0012',
    joined: '2022-01-17',
    resignedDaysAgo: 140,
    category: 'Health',
    reason: 'Recovering from surgery, stepping back from work',
    regretted: null,
  },
  {
    number: 'EMP0091',
    firstName: 'Kavya',
    lastName: 'Nair',
    gender: 'Female',
    designation: 'Software Engineer',
    department: 'Platform',
    ...BLR,
    manager: 'EMP0010',
    joined: '2022-07-04',
    resignedDaysAgo: 120,
    category: 'Relocation',
    reason: 'Spouse transferred to Hyderabad',
    regretted: false,
  },
  {
    number: 'EMP0092',
    firstName: 'Ben',
    lastName: 'Carter',
    gender: 'Male',
    designation: 'Account Executive',
    department: 'Sales',
    ...NY,
    manager: 'EMP0012',
    joined: '2023-06-19',
    resignedDaysAgo: 100,
    category: 'Compensation',
    reason: 'Better base salary offered',
    regretted: false,
  },
  {
    number: 'EMP0093',
    firstName: 'Mei',
    lastName: 'Chen',
    gender: 'Female',
    designation: 'Accountant',
    department: 'Finance',
    ...SG,
    manager: 'EMP0011',
    joined: '2020-10-12',
    resignedDaysAgo: 85,
    category: 'Better opportunity',
    reason: 'Regional finance role at a bank',
    regretted: true,
  },
  {
    number: 'EMP0094',
    firstName: 'Arnav',
    lastName: 'Shah',
    gender: 'Male',
    designation: 'DevOps Engineer',
    department: 'Platform',
    ...BLR,
    manager: 'EMP0010',
    joined: '2021-12-06',
    resignedDaysAgo: 70,
    category: 'Manager',
    reason: 'Wants a different kind of leadership',
    regretted: true,
  },
  {
    number: 'EMP0095',
    firstName: 'Olivia',
    lastName: 'Grant',
    gender: 'Female',
    designation: 'Account Executive',
    department: 'Sales',
    ...NY,
    manager: 'EMP0012',
    joined: '2022-03-28',
    resignedDaysAgo: 55,
    category: 'Other',
    reason: 'Leaving to start her own business',
    regretted: false,
  },
  {
    number: 'EMP0096',
    firstName: 'Siddharth',
    lastName: 'Rao',
    gender: 'Male',
    designation: 'Business Analyst',
    department: 'Delivery',
    ...BLR,
    manager: 'EMP0009',
    joined: '2023-09-11',
    resignedDaysAgo: 45,
    category: 'Higher studies',
    reason: "Master's in data science abroad",
    regretted: null,
  },
];

/**
 * A year of completed exits for the offboarding dashboard: former employees (Inactive, without
 * accounts, as HR leaves them after the exit) each with a released resignation (its release recorded)
 * and a completed exit. The named demo logins are untouched.
 */
export async function seedOffboardingHistory(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const ids = await queryRows<{ key: string; id: string }>(
    tx,
    sql`select 'e:' || employee_number as key, id from employees union all select 'd:' || name, id from departments
        union all select 'l:' || name, id from locations union all select 'le:' || code, id from legal_entities`,
  );
  const idOf = new Map(ids.map((r) => [r.key, r.id]));
  const hr = idOf.get('e:EMP0004') ?? null;
  const today = utcToday();
  for (const p of PAST_LEAVERS) {
    const email = `${p.firstName}.${p.lastName}`.toLowerCase() + '@tenure-demo.com';
    // Born in their mid-twenties before joining: what the demo's rules about ages expect.
    const born = `${Number(p.joined.slice(0, 4)) - 26}-05-14`;
    const submitted = addDays(today, -p.resignedDaysAgo);
    const lastDay = addDays(submitted, 30);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into employees (tenant_id, employee_number, first_name, last_name, email, designation, employment_type, status, gender, date_of_birth, date_of_joining,
                                 legal_entity_id, department_id, location_id, manager_id)
          values (${tenantId}, ${p.number}, ${p.firstName}, ${p.lastName}, ${email}, ${p.designation}, 'Full Time', 'Inactive', ${p.gender}, ${born}::date, ${p.joined}::date,
                  ${idOf.get(`le:${p.entity}`)}, ${idOf.get(`d:${p.department}`)}, ${idOf.get(`l:${p.location}`)}, ${idOf.get(`e:${p.manager}`) ?? null})
          returning id`,
    );
    const manager = idOf.get(`e:${p.manager}`) ?? null;
    const released = `${addDays(submitted, 3)}T10:00:00Z`;
    const [resignation] = await queryRows<{ id: string }>(
      tx,
      sql`insert into resignations (tenant_id, employee_id, reason, reason_category, regretted, proposed_last_day, notice_last_day, notice_days, last_working_day,
                                    notice_treatment, status, approver_id, decided_by, decided_at, exit_status, deactivated_at, created_at, updated_at)
          values (${tenantId}, ${row!.id}, ${p.reason}, ${p.category}, ${p.regretted}, ${lastDay}, ${lastDay}, 30, ${lastDay}, 'serve', 'Released', ${manager}, ${hr},
                  ${released}::timestamptz, 'Completed', ${`${addDays(lastDay, 1)}T01:00:00Z`}::timestamptz, ${`${submitted}T09:00:00Z`}::timestamptz, ${`${lastDay}T16:00:00Z`}::timestamptz)
          returning id`,
    );
    await tx.execute(sql`insert into approval_decisions (tenant_id, request_type, request_id, from_status, to_status, decided_by, created_at)
                         values (${tenantId}, 'resignation', ${resignation!.id}, 'Accepted', 'Released', ${hr}, ${released}::timestamptz)`);
  }
}
