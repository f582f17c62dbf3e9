import { sql } from 'drizzle-orm';
import { legalEntities, userEntities, userEntityRoles, users } from '../../db/schema/index.ts';
import { APP_ROLE, queryRows, type Db, type Tx } from '../../platform/db.ts';
import { UNSET_PASSWORD_HASH } from '../../platform/secrets.ts';

/** Serialises the operator's changes, so two of them cannot both claim a free host or code. */
const OPERATOR_LOCK = 724202;

export interface TenantRow {
  code: string;
  name: string;
  hosts: string[];
  preset: string;
  is_active: boolean;
  created_at: Date | string;
}

const selectTenants = sql`select code, name, hosts, preset, is_active, created_at from tenants`;
const returningTenant = sql`returning code, name, hosts, preset, is_active, created_at`;

export const allTenants = (db: Db) => queryRows<TenantRow>(db, sql`${selectTenants} order by code`);

export const findTenant = async (tx: Tx, code: string) =>
  (await queryRows<TenantRow>(tx, sql`${selectTenants} where code = ${code}`))[0] ?? null;

export async function lockOperator(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPERATOR_LOCK})`);
}

export const tenantCodeTaken = async (tx: Tx, code: string) =>
  (await queryRows<{ code: string }>(tx, sql`select code from tenants where code = ${code}`)).length > 0;

export const countryExists = async (tx: Tx, id: string) =>
  (await queryRows<{ id: string }>(tx, sql`select id from countries where id = ${id}`)).length > 0;

export const insertTenant = async (
  tx: Tx,
  t: { code: string; name: string; hosts: string[]; preset: string; country: string },
) =>
  (
    await queryRows<TenantRow>(
      tx,
      sql`insert into tenants (code, name, hosts, preset, country_id) values (${t.code}, ${t.name}, ${sql.param(t.hosts)}::text[], ${t.preset}, ${t.country}) ${returningTenant}`,
    )
  )[0]!;

/** From here on the transaction runs as the request role inside the tenant (row-level security). */
export async function enterTenant(tx: Tx, code: string): Promise<void> {
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${code}, true)`);
}

export const insertHoldingEntity = (tx: Tx, tenantId: string, entity: { code: string; name: string }) =>
  tx
    .insert(legalEntities)
    .values({ tenantId, code: entity.code, name: entity.name, isHoldingCompany: true })
    .returning({ id: legalEntities.id, code: legalEntities.code, name: legalEntities.name })
    .then((r) => r[0]!);

/** The first admin: no usable password yet, the role in the holding entity. */
export async function insertSuperAdmin(
  tx: Tx,
  tenantId: string,
  admin: { username: string; email: string; legalEntityId: string; roleId: string },
) {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      username: admin.username,
      email: admin.email,
      passwordHash: UNSET_PASSWORD_HASH,
      employeeId: null,
    })
    .returning({ id: users.id, username: users.username, email: users.email });
  const [mapping] = await tx
    .insert(userEntities)
    .values({ tenantId, userId: user!.id, legalEntityId: admin.legalEntityId, isDefault: true })
    .returning({ id: userEntities.id });
  await tx.insert(userEntityRoles).values({ tenantId, userEntityId: mapping!.id, roleId: admin.roleId });
  return user!;
}

export const outboxMail = async (tx: Tx, id: string) =>
  (
    await queryRows<{ body: string; sent_at: Date | null }>(
      tx,
      sql`select body, sent_at from mail_outbox where id = ${id}`,
    )
  )[0];

/** Suspends or resumes, only from the other state; null when the tenant is missing or already so. */
export const setActive = async (tx: Tx, code: string, active: boolean) =>
  (
    await queryRows<TenantRow>(
      tx,
      sql`update tenants set is_active = ${active}, updated_at = now() where code = ${code} and is_active = ${!active} ${returningTenant}`,
    )
  )[0] ?? null;

export const setHosts = async (tx: Tx, code: string, hosts: string[]) =>
  (
    await queryRows<TenantRow>(
      tx,
      sql`update tenants set hosts = ${sql.param(hosts)}::text[], updated_at = now() where code = ${code} ${returningTenant}`,
    )
  )[0]!;

/** The first of the hosts that another tenant has. */
export const hostOfOthers = async (tx: Tx, hosts: string[], ownCode: string | null) =>
  (
    await queryRows<{ code: string; host: string }>(
      tx,
      sql`select t.code, h.host from tenants t cross join lateral unnest(t.hosts) as h(host)
          where h.host = any(${sql.param(hosts)}::text[]) and t.code is distinct from ${ownCode} order by h.host limit 1`,
    )
  )[0];
