import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  departments,
  employees,
  legalEntities,
  locations,
  tenants,
  userEntities,
  userEntityRoles,
  users,
} from '../../apps/api/src/db/schema/index.ts';
import { installDefaultRoles } from '../../apps/api/src/modules/access/index.ts';
import { installPolicies } from '../../apps/api/src/modules/policies/index.ts';
import { APP_ROLE, type Db, type Tx } from '../../apps/api/src/platform/db.ts';
import { hashPassword } from '../../apps/api/src/platform/secrets.ts';

export const BENCH_TENANT = 'bench';
export const BENCH_PASSWORD = 'Tenure@2026';
/** Employees per level of the 8-level hierarchy (sums to 20,000). */
const LEVEL_SIZES = [1, 5, 25, 125, 500, 2000, 6000, 11344];

const FIRST = [
  'Aarav',
  'Beatriz',
  'Chen',
  'Divya',
  'Elena',
  'Farhan',
  'Gabriel',
  'Hiro',
  'Ishaan',
  'Julia',
  'Kenji',
  'Lakshmi',
  'Marco',
  'Nadia',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sanjay',
  'Tara',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Arjun',
  'Bianca',
  'Carlos',
  'Deepa',
];
const LAST = [
  'Agarwal',
  'Bautista',
  'Chua',
  'Dsouza',
  'Estrada',
  'Fujita',
  'Gupta',
  'Hernandez',
  'Ibrahim',
  'Jimenez',
  'Kapoor',
  'Lopez',
  'Menon',
  'Ng',
  'Ortiz',
  'Pillai',
  'Quispe',
  'Rao',
  'Salazar',
  'Tan',
  'Urrutia',
  'Varma',
  'Wong',
  'Xavier',
  'Yadav',
  'Zhang',
  'Bose',
  'Castillo',
  'Das',
  'Ely',
];
const TYPES = ['Full Time', 'Full Time', 'Full Time', 'Part Time', 'Contractor', 'Intern'];

/**
 * Fresh statistics of the tables the next level's inserts check, within the seed's transaction
 * (ANALYZE counts the transaction's own rows). A session plans each foreign-key check once and
 * keeps the plan until the table's statistics change: planned while `employees` held the first
 * level's one row, the check of every later row's manager scanned the whole table, and seeding the
 * first tenant into an empty database took 90 s instead of 5 s. ANALYZE is the owner's: the role
 * of the request (row-level security) is set again after it.
 */
async function refreshStatistics(tx: Tx) {
  await tx.execute(sql`select set_config('role', 'none', true)`);
  await tx.execute(sql`analyze employees, employee_search_words`);
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
}

/**
 * Creates tenant `code` (default `bench`, host `<code>.localhost`) with 20,000 employees in 8 levels,
 * once, and its logins benchhr, benchmgr and benchemp.
 */
export async function seedLargeTenant(
  db: Db,
  code: string = BENCH_TENANT,
): Promise<{ created: boolean; employees: number }> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ code: tenants.code })
      .from(tenants)
      .where(sql`${tenants.code} = ${code}`);
    if (existing) return { created: false, employees: 0 };
    await tx
      .insert(tenants)
      .values({ code, name: 'Bench Scale Corp', hosts: [`${code}.localhost`], preset: 'staging' });
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${code}, true)`);
    const tenantId = code;

    const entityRows = await tx
      .insert(legalEntities)
      .values(['US-NY-01', 'IN-KA-01', 'SG-01', 'CR-SJ-01'].map((code) => ({ tenantId, code, name: `Bench ${code}` })))
      .returning({ id: legalEntities.id });
    const departmentRows = await tx
      .insert(departments)
      .values(Array.from({ length: 20 }, (_, i) => ({ tenantId, name: `Department ${i + 1}`, orderId: i + 1 })))
      .returning({ id: departments.id });
    const locationRows = await tx
      .insert(locations)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          tenantId,
          name: `Site ${i + 1}`,
          city: `City ${i + 1}`,
          countryCode: 'US',
          timeZone: 'UTC',
        })),
      )
      .returning({ id: locations.id });
    const roleIds = await installDefaultRoles(tx, tenantId);
    await installPolicies(tx, tenantId, []); // the policy types, no plans

    let previousLevel: string[] = [];
    let n = 0;
    for (const size of LEVEL_SIZES) {
      const level = Array.from({ length: size }, () => randomUUID());
      for (let start = 0; start < size; start += 1000) {
        await tx.insert(employees).values(
          level.slice(start, start + 1000).map((id, j) => {
            const i = n + start + j;
            return {
              id,
              tenantId,
              employeeNumber: `B${String(i + 1).padStart(6, '0')}`,
              firstName: FIRST[i % FIRST.length]!,
              lastName: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
              email: `employee${i + 1}@bench.example.com`,
              designation: `Level ${LEVEL_SIZES.indexOf(size) + 1} role`,
              employmentType: TYPES[i % TYPES.length]!,
              status: i % 50 === 49 ? 'Resigned' : 'Active',
              dateOfJoining: `20${10 + (i % 15)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
              dateOfBirth: `19${70 + (i % 30)}-${String(((i * 7) % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
              legalEntityId: entityRows[i % entityRows.length]!.id,
              departmentId: departmentRows[i % departmentRows.length]!.id,
              locationId: locationRows[i % locationRows.length]!.id,
              managerId: previousLevel.length ? previousLevel[(start + j) % previousLevel.length]! : null,
            };
          }),
        );
      }
      n += size;
      previousLevel = level;
      await refreshStatistics(tx);
    }

    // benchhr sees everyone; benchmgr is the first level-3 manager (a subtree of ~800); benchemp a leaf.
    const logins: [string, string, ('HR_DIRECTOR' | 'EMPLOYEE' | 'REPORTING_MANAGER')[]][] = [
      ['benchhr', 'B000001', ['HR_DIRECTOR', 'EMPLOYEE']],
      ['benchmgr', 'B000007', ['EMPLOYEE', 'REPORTING_MANAGER']],
      ['benchemp', 'B020000', ['EMPLOYEE']],
    ];
    for (const [username, number, roleCodes] of logins) {
      const [employee] = await tx
        .select({ id: employees.id, email: employees.email })
        .from(employees)
        .where(sql`${employees.employeeNumber} = ${number}`);
      const [user] = await tx
        .insert(users)
        .values({ tenantId, username, email: employee!.email, passwordHash, employeeId: employee!.id })
        .returning({ id: users.id });
      for (const [i, entity] of entityRows.entries()) {
        const [mapping] = await tx
          .insert(userEntities)
          .values({ tenantId, userId: user!.id, legalEntityId: entity.id, isDefault: i === 0 })
          .returning({ id: userEntities.id });
        await tx
          .insert(userEntityRoles)
          .values(roleCodes.map((code) => ({ tenantId, userEntityId: mapping!.id, roleId: roleIds.get(code)! })));
      }
    }
    return { created: true, employees: n };
  });
}
