import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import { utcToday } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';

const VENDORS = [
  {
    name: 'Nearshore Talent Partners S.A.',
    type: 'Staffing Agency',
    contactName: 'Lucía Mora',
    contactEmail: 'accounts@nearshoretalent.example',
  },
  {
    name: 'Brightline Consulting LLC',
    type: 'Consulting Firm',
    contactName: 'Tom Becker',
    contactEmail: 'billing@brightline.example',
  },
  {
    name: 'Infocraft Solutions Pvt. Ltd.',
    type: 'Managed Services',
    contactName: 'Ravi Kulkarni',
    contactEmail: 'finance@infocraft.example',
  },
];

/** Consultants who came through the vendors, on Platform Engineering; contract end in days from today. */
const CONSULTANTS = [
  {
    number: 'CT0001',
    first: 'Ana',
    last: 'Solís',
    type: 'Contractor - C2C',
    entity: 'CR-SJ-01',
    location: 'San José',
    vendor: 0,
    rate: 52,
    currency: 'USD',
    percent: 100,
    endsIn: 140,
  },
  {
    number: 'CT0002',
    first: 'Diego',
    last: 'Vargas',
    type: 'C2C Consultant',
    entity: 'CR-SJ-01',
    location: 'San José',
    vendor: 0,
    rate: 45,
    currency: 'USD',
    percent: 100,
    endsIn: 25,
  },
  {
    number: 'CT0003',
    first: 'Priya',
    last: 'Raman',
    type: 'Individual Consultant',
    entity: 'IN-KA-01',
    location: 'Bengaluru',
    vendor: 2,
    rate: 2400,
    currency: 'INR',
    percent: 100,
    endsIn: 200,
  },
  {
    number: 'CT0004',
    first: 'Arjun',
    last: 'Mehta',
    type: 'Contractor',
    entity: 'IN-KA-01',
    location: 'Bengaluru',
    vendor: 2,
    rate: 2100,
    currency: 'INR',
    percent: 75,
    endsIn: 50,
  },
  {
    number: 'CT0005',
    first: 'Rachel',
    last: 'Kim',
    type: 'Contractor - 1099',
    entity: 'US-NY-01',
    location: 'New York',
    vendor: 1,
    rate: 110,
    currency: 'USD',
    percent: 50,
    endsIn: 110,
  },
];

/**
 * The demo company's vendors and five consultants they supply, allocated to Platform Engineering
 * under its lead (EMP0010), so the timesheet history seeded next gives them approved hours and the
 * vendor dashboard shows real figures. Runs before seedTimesheetHistory.
 */
export async function seedVendors(tx: Tx, tenantId: string, today = utcToday()): Promise<void> {
  if (tenantId !== 'demo') return;
  await tx.execute(sql`
    insert into vendors (tenant_id, name, vendor_type_id, contact_name, contact_email)
    select ${tenantId}, v.name, m.id, v.contact_name, v.contact_email
      from jsonb_to_recordset(${JSON.stringify(VENDORS.map((v) => ({ name: v.name, type: v.type, contact_name: v.contactName, contact_email: v.contactEmail })))}::jsonb)
           as v(name text, type text, contact_name text, contact_email text)
      left join master_values m on m.master_type = 'VendorType' and m.name = v.type`);
  const [lead] = await queryRows<{ id: string; department_id: string }>(
    tx,
    sql`select id, department_id from employees where employee_number = 'EMP0010'`,
  );
  const [project] = await queryRows<{ id: string; start_date: string }>(
    tx,
    sql`select id, start_date::text from projects where code = 'INT-PLT'`,
  );
  if (!lead || !project) return;
  const rows = CONSULTANTS.map((c, i) => ({
    ...c,
    email:
      `${c.first}.${c.last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '') + `@${VENDORS[c.vendor]!.contactEmail.split('@')[1]}`,
    joined: addDays(today, -290 + i * 12),
    born: `${1984 + i * 2}-0${(i % 9) + 1}-1${i}`,
    end: addDays(today, c.endsIn),
    vendorName: VENDORS[c.vendor]!.name,
    vendorType: VENDORS[c.vendor]!.type,
  }));
  const created = await queryRows<{ id: string; number: string }>(
    tx,
    sql`insert into employees (tenant_id, employee_number, first_name, last_name, email, designation, employment_type, date_of_joining, date_of_birth,
                               legal_entity_id, department_id, location_id, manager_id, gender)
        select ${tenantId}, r.number, r.first, r.last, r.email, 'DevOps Engineer', r.type, r.joined::date, r.born::date,
               le.id, ${lead.department_id}, l.id, ${lead.id}, null
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(number text, first text, last text, email text, type text, joined text, born text, entity text, location text)
          join legal_entities le on le.code = r.entity
          left join locations l on l.name = r.location
        returning id, employee_number as number`,
  );
  const idOf = new Map(created.map((c) => [c.number, c.id]));
  const values = rows.filter((r) => idOf.has(r.number)).map((r) => ({ ...r, id: idOf.get(r.number)! }));
  await tx.execute(sql`
    insert into consultant_contracts (tenant_id, employee_id, vendor_name, vendor_type_id, start_date, end_date, billing_rate, currency_id)
    select ${tenantId}, r.id::uuid, r."vendorName", m.id, r.joined::date, r."end"::date, r.rate, r.currency
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id text, "vendorName" text, "vendorType" text, joined text, "end" text, rate numeric, currency text)
      left join master_values m on m.master_type = 'VendorType' and m.name = r."vendorType"`);
  const start = project.start_date > addDays(today, -120) ? project.start_date : addDays(today, -120);
  await tx.execute(sql`
    insert into project_allocations (tenant_id, project_id, employee_id, role, start_date, end_date, allocation_basis, hours_per_week, percent, allocated_hours)
    select ${tenantId}, ${project.id}, r.id::uuid, 'Consultant Engineer', ${start}::date, r."end"::date, 'Percent', 40 * r.percent / 100, r.percent,
           40 * r.percent / 100 * (select count(*) from generate_series(${start}::date, r."end"::date, interval '1 day') d where extract(isodow from d) < 6) / 5
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id text, "end" text, percent numeric)`);
}
