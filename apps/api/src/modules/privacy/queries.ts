import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db.ts';

/** One row as a JSON object (`to_jsonb`), as the database holds it. */
export type JsonRow = Record<string, unknown>;

export interface PersonRow {
  id: string;
  employee_number: string;
  email: string;
  status: string;
}

/** The employee, locked until the transaction ends (of two erasures at once the second waits here). */
export async function lockPerson(tx: Tx, employeeId: string): Promise<PersonRow | undefined> {
  const [row] = await queryRows<PersonRow>(
    tx,
    sql`select id, employee_number, email, status from employees where id = ${employeeId} for update`,
  );
  return row;
}

/** The employee's own row. */
export async function employeeRow(tx: Tx, employeeId: string): Promise<JsonRow | undefined> {
  const [row] = await queryRows<{ row: JsonRow }>(
    tx,
    sql`select to_jsonb(e) as row from employees e where id = ${employeeId}`,
  );
  return row?.row;
}

/** The user accounts of the employee, oldest first. */
export const accountRows = (tx: Tx, employeeId: string) =>
  queryRows<{ row: JsonRow }>(
    tx,
    sql`select to_jsonb(u) as row from users u where employee_id = ${employeeId} order by created_at, id`,
  ).then((rows) => rows.map((r) => r.row));

/**
 * The rows of `table` whose `columns` hold one of `ids` (a uuid column each), in primary-key order (as
 * text in the "C" collation: the same order on every database).
 */
export function rowsHolding(
  tx: Tx,
  table: string,
  matches: { column: string; ids: readonly string[] }[],
  primaryKey: readonly string[],
): Promise<JsonRow[]> {
  const tests = matches
    .filter((m) => m.ids.length > 0)
    .map(
      (m) =>
        sql`t.${sql.identifier(m.column)} in (${sql.join(
          m.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
  if (tests.length === 0) return Promise.resolve([]);
  const order: SQL = primaryKey.length
    ? sql`order by ${sql.join(
        primaryKey.map((c) => sql`t.${sql.identifier(c)}::text collate "C"`),
        sql`, `,
      )}`
    : sql``;
  return queryRows<{ row: JsonRow }>(
    tx,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${sql.join(tests, sql` or `)} ${order}`,
  ).then((rows) => rows.map((r) => r.row));
}

/** The employee's uploaded documents, as the export lists them (no contents). */
export const documentsOf = (tx: Tx, employeeId: string) =>
  queryRows<{ fileName: string; fileType: string; sizeBytes: number; category: string; uploadedAt: string }>(
    tx,
    sql`select file_name as "fileName", file_type as "fileType", size_bytes as "sizeBytes", category,
               created_at as "uploadedAt"
        from employee_documents where employee_id = ${employeeId} order by created_at, id`,
  );

/** Replaces the person's identifying columns with anonymous values (the search words follow by trigger). */
export async function anonymiseEmployee(
  tx: Tx,
  employeeId: string,
  values: { lastName: string; fullName: string; email: string; firstName: string },
): Promise<void> {
  await tx.execute(
    sql`update employees
        set first_name = ${values.firstName}, middle_name = null, last_name = ${values.lastName},
            full_name = ${values.fullName}, email = ${values.email}, phone = null, date_of_birth = null,
            profile_image = null, updated_at = now()
        where id = ${employeeId}`,
  );
}

/** Deletes the named profile sections of the employee; returns how many there were. */
export async function deleteSections(tx: Tx, employeeId: string, sections: readonly string[]): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`delete from employee_profile_sections
        where employee_id = ${employeeId} and section in (${sql.join(
          sections.map((s) => sql`${s}`),
          sql`, `,
        )})
        returning id`,
  );
  return rows.length;
}

/** Deletes the employee's document rows (their files go after the commit); returns how many there were. */
export async function deleteDocuments(tx: Tx, employeeId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`delete from employee_documents where employee_id = ${employeeId} returning id`,
  );
  return rows.length;
}

/**
 * Gives the employee's accounts anonymous names and no password, and deletes what could still sign
 * them in or recover them (MFA, one-time codes, set-password links). Returns the accounts' ids.
 */
export async function anonymiseAccounts(tx: Tx, employeeId: string, unsetPasswordHash: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update users
        set username = 'erased-' || id::text, email = 'erased-' || id::text || '@invalid',
            password_hash = ${unsetPasswordHash}, scim_external_id = null, scim_linked_at = null, updated_at = now()
        where employee_id = ${employeeId}
        returning id`,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return ids;
  const held = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  for (const table of ['mfa_enrolments', 'mfa_recovery_codes', 'mfa_challenges', 'password_otps', 'set_password_links'])
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id in (${held})`);
  return ids;
}
