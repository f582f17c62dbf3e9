import { eq, sql } from 'drizzle-orm';
import {
  departments,
  employees,
  legalEntities,
  locations,
  tenants,
  userEntities,
  userEntityRoles,
  users,
} from '../schema/index.ts';
import { APP_ROLE, type Db, type Tx } from '../../platform/db.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { installDefaultRoles } from '../../modules/access/index.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, generatedPeople, lifeDates, type SeedTenant } from './demo-data.ts';
import { seedLeave } from './leave.ts';
import { seedMasterAudit } from './master-audit.ts';
import { seedOnboarding } from './onboarding.ts';
import { seedOnboardingLifecycle } from './onboarding-lifecycle.ts';
import { seedOffboarding } from './offboarding.ts';
import { seedOffboardingHistory } from './offboarding-history.ts';
import { seedTransfers } from './transfers.ts';
import { seedSurveys } from './surveys.ts';
import { seedPayroll } from './payroll.ts';
import { seedPerformanceGoals } from './performance-goals.ts';
import { seedPerformanceReviews } from './performance-reviews.ts';
import { seedPeople } from './people.ts';
import { seedFinance } from './finance.ts';
import { seedOrganisation, seedWorkMasters } from './org.ts';
import { seedPolicies } from './policies.ts';
import { seedWorkplaces } from './workplaces.ts';
import { seedTimesheetProjects } from './timesheets-projects.ts';
import { seedTimesheetHistory } from './timesheets-history.ts';
import { seedTimesheetImports } from './timesheets-imports.ts';
import { seedVendors } from './vendors.ts';
import { seedTimesheetRevenue } from './timesheets-revenue.ts';
import { seedPerformanceSkills } from './performance-skills.ts';
import { seedPolicyHandbook } from './policy-handbook.ts';

/** Seeds the demo tenants once: a database that has any tenant is left alone. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts (two processes on one PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(724201)`);
    const [existing] = await tx.select({ code: tenants.code }).from(tenants).limit(1);
    if (existing) return false;
    for (const tenant of DEMO_TENANTS) {
      await tx
        .insert(tenants)
        .values({ code: tenant.code, name: tenant.name, hosts: tenant.hosts, preset: tenant.preset });
    }
    // The tenant's own rows go in as the request role, through row-level security like any write.
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
    for (const tenant of DEMO_TENANTS) {
      await tx.execute(sql`select set_config('app.tenant_id', ${tenant.code}, true)`);
      await seedTenant(tx, tenant, passwordHash);
    }
    return true;
  });
}

async function seedTenant(tx: Tx, tenant: SeedTenant, passwordHash: string): Promise<void> {
  const tenantId = tenant.code;
  const entityIds = new Map<string, string>();
  for (const e of tenant.entities) {
    const [row] = await tx
      .insert(legalEntities)
      .values({ tenantId, ...e, isHoldingCompany: e.isHoldingCompany ?? false })
      .returning({ id: legalEntities.id });
    entityIds.set(e.code, row!.id);
  }
  const departmentIds = new Map<string, string>();
  for (const [i, d] of tenant.departments.entries()) {
    const [row] = await tx
      .insert(departments)
      .values({ tenantId, name: d.name, parentId: d.parent ? departmentIds.get(d.parent) : null, orderId: i + 1 })
      .returning({ id: departments.id });
    departmentIds.set(d.name, row!.id);
  }
  const locationIds = new Map<string, string>();
  for (const l of tenant.locations) {
    const [row] = await tx
      .insert(locations)
      .values({ tenantId, ...l })
      .returning({ id: locations.id });
    locationIds.set(l.name, row!.id);
  }
  await seedOrganisation(tx, tenantId, tenant.name);
  const [company] = await tx
    .select({ foundedOn: tenants.dateOfIncorporation })
    .from(tenants)
    .where(eq(tenants.code, tenantId));
  const roleIds = await installDefaultRoles(tx, tenantId);

  // Managers come first in the list, so every manager id is known when a reportee is inserted.
  const employeeIds = new Map<string, string>();
  const people = [...tenant.people, ...generatedPeople(tenant)];
  for (const [i, p] of people.entries()) {
    const domain = tenant.code === 'demo' ? 'tenure-demo.com' : `${tenant.code}.example.com`;
    const [row] = await tx
      .insert(employees)
      .values({
        tenantId,
        employeeNumber: p.number,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.firstName}.${p.lastName}${i}`.toLowerCase().replace(/\s+/g, '') + `@${domain}`,
        designation: p.designation,
        employmentType: p.employmentType ?? 'Full Time',
        gender: p.gender,
        ...lifeDates(i, company?.foundedOn ?? null),
        legalEntityId: entityIds.get(p.entity)!,
        departmentId: departmentIds.get(p.department)!,
        locationId: locationIds.get(p.location)!,
        managerId: p.manager ? employeeIds.get(p.manager)! : null,
      })
      .returning({ id: employees.id, email: employees.email });
    employeeIds.set(p.number, row!.id);

    if (!p.login) continue;
    const [user] = await tx
      .insert(users)
      .values({ tenantId, username: p.login.username, email: row!.email, passwordHash, employeeId: row!.id })
      .returning({ id: users.id });
    for (const [j, entityCode] of p.login.entities.entries()) {
      const [mapping] = await tx
        .insert(userEntities)
        .values({ tenantId, userId: user!.id, legalEntityId: entityIds.get(entityCode)!, isDefault: j === 0 })
        .returning({ id: userEntities.id });
      await tx
        .insert(userEntityRoles)
        .values(p.login.roles.map((code) => ({ tenantId, userEntityId: mapping!.id, roleId: roleIds.get(code)! })));
    }
  }
  await seedPeople(tx, tenantId);
  await seedWorkMasters(tx, tenantId);
  await seedWorkplaces(tx, tenantId);
  await seedPolicies(tx, tenantId);
  await seedLeave(tx, tenantId);
  await seedOnboarding(tx, tenantId);
  await seedOnboardingLifecycle(tx, tenantId);
  await seedOffboarding(tx, tenantId);
  await seedOffboardingHistory(tx, tenantId);
  await seedTimesheetProjects(tx, tenantId);
  await seedVendors(tx, tenantId);
  await seedTimesheetHistory(tx, tenantId);
  await seedTimesheetImports(tx, tenantId);
  await seedTimesheetRevenue(tx, tenantId);
  await seedPerformanceSkills(tx, tenantId);
  await seedTransfers(tx, tenantId);
  await seedSurveys(tx, tenantId);
  await seedPerformanceGoals(tx, tenantId);
  await seedFinance(tx, tenantId);
  await seedPayroll(tx, tenantId);
  await seedPerformanceReviews(tx, tenantId);
  await seedMasterAudit(tx, tenantId);
  if (tenantId === 'demo') await seedPolicyHandbook(tx, tenantId);
}
