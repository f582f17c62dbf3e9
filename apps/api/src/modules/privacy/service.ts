import { PROFILE_SECTION_KEYS, PROFILE_SECTIONS } from '@tenure/domain/employees';
import {
  ERASED_NAME,
  LEFT_STATUSES,
  PRIVACY_MESSAGES,
  type ErasureBody,
  type ErasureResult,
} from '@tenure/domain/privacy';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { UNSET_PASSWORD_HASH } from '../../platform/secrets.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import { catalogTables, type CatalogTable } from '../tenants/index.ts';
import { disableEmployeeAccounts, lockSuperAdmins } from '../users/index.ts';
import { assertCanHandlePersonalData } from './policy.ts';
import * as q from './queries.ts';

/**
 * Columns never exported, whatever table they are in: secrets and what would let someone sign in as
 * the person (password, session and link token hashes, one-time codes, MFA secrets and recovery codes,
 * single sign-on state), and the secrets of what they set up (API keys, webhook signing secrets, sealed
 * connection passwords). A test checks that every such-looking column of a table the export reads is here.
 */
export const EXPORT_EXCLUDED_COLUMNS: readonly string[] = [
  'password_hash',
  'token_hash',
  'otp_hash',
  'code_hash',
  'secret_sealed',
  'state_hash',
  'binding_hash',
  'handoff_hash',
  'code_verifier',
  'nonce',
  'key_hash',
  'signing_secret',
  'sealed_password',
];

/** The tables that are the person themself: their rows come first in the export, not among the references. */
const PERSON_TABLES: Record<string, Reference['to']> = { employees: 'employee', users: 'user' };

/** A column of a table that holds the id of the person (`employee`) or of one of their accounts (`user`). */
interface Reference {
  column: string;
  to: 'employee' | 'user';
}

/**
 * Every table that refers to a person, with the columns that do: each foreign key of one column to
 * employees or users, and every column named employee_id or user_id (some hold the id without a key).
 * Read from the catalog, so a new table is never left out.
 */
export function personReferences(tables: readonly CatalogTable[]): { table: CatalogTable; references: Reference[] }[] {
  return tables.flatMap((table) => {
    if (table.name in PERSON_TABLES) return [];
    const references = new Map<string, Reference['to']>();
    for (const key of table.foreignKeys) {
      const columns = key.columns.filter((c) => c !== 'tenant_id');
      const to = PERSON_TABLES[key.table];
      if (to && columns.length === 1) references.set(columns[0]!, to);
    }
    for (const { name } of table.columns) {
      if (name === 'employee_id' && !references.has(name)) references.set(name, 'employee');
      if (name === 'user_id' && !references.has(name)) references.set(name, 'user');
    }
    return references.size ? [{ table, references: [...references].map(([column, to]) => ({ column, to })) }] : [];
  });
}

const withoutExcluded = (row: q.JsonRow): q.JsonRow =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !EXPORT_EXCLUDED_COLUMNS.includes(column)));

/** The export document of one person: every row about them, grouped by table, and the list of their files. */
export interface PersonalDataExport {
  exportedAt: string;
  employee: q.JsonRow;
  accounts: q.JsonRow[];
  /** Rows of other tables that refer to the employee or their accounts, by table name (tables with none left out). */
  related: Record<string, q.JsonRow[]>;
  files: Awaited<ReturnType<typeof q.documentsOf>>;
  notes: { excludedColumns: readonly string[]; files: string };
}

/** Everything about one employee, for a data-protection request; audited (counts only). */
export async function exportPersonalData(tx: Tx, v: Viewer, { id }: { id: string }) {
  await assertCanHandlePersonalData(tx, v, id);
  const employee = await q.employeeRow(tx, id);
  if (!employee) throw notFound();
  const accounts = await q.accountRows(tx, id);
  const ids = { employee: [id], user: accounts.map((a) => String(a.id)) };
  const related: PersonalDataExport['related'] = {};
  for (const { table, references } of personReferences(await catalogTables(tx))) {
    const matches = references.map((r) => ({ column: r.column, ids: ids[r.to] }));
    const rows = await q.rowsHolding(tx, table.name, matches, table.primaryKey);
    if (rows.length) related[table.name] = rows.map(withoutExcluded);
  }
  const document: PersonalDataExport = {
    exportedAt: new Date().toISOString(),
    employee: withoutExcluded(employee),
    accounts: accounts.map(withoutExcluded),
    related,
    files: await q.documentsOf(tx, id),
    notes: {
      excludedColumns: EXPORT_EXCLUDED_COLUMNS,
      files: 'The files are listed by name and size; their contents are not included (HR can provide copies).',
    },
  };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'privacy.employee.export',
    entity: 'employee',
    entityId: id,
    after: { tables: Object.keys(related).length, files: document.files.length },
  });
  return { document, employeeNumber: String(employee.employee_number) };
}

/** The email an erased person and their accounts get: `.invalid` is reserved, so no real address has it. */
const erasedEmail = (id: string) => `erased-${id}@invalid`;
/** The profile sections that describe the person (the private ones); the work sections stay. */
const PERSONAL_SECTIONS = PROFILE_SECTION_KEYS.filter(
  (s) => PROFILE_SECTIONS[s].audience === 'private' && PROFILE_SECTIONS[s].kind !== 'derived',
);

/**
 * Erases a leaver's identity and keeps their figures (leave, timesheets, payroll, ratings): in one
 * transaction the employee row is anonymised, the personal profile sections and documents deleted, the
 * accounts closed and anonymised and their sessions ended. Of two erasures at once, the second waits for
 * the row lock and is answered 409. The audit entry holds counts, never the erased values. The files go
 * after the commit (`eraseStoredFiles`).
 */
export async function erasePerson(tx: Tx, v: Viewer, input: { id: string } & ErasureBody): Promise<ErasureResult> {
  await assertCanHandlePersonalData(tx, v, input.id);
  const person = await q.lockPerson(tx, input.id);
  if (!person) throw notFound();
  if (person.email === erasedEmail(person.id))
    throw conflict(PRIVACY_MESSAGES.alreadyErased, undefined, 'ALREADY_ERASED');
  if (!(LEFT_STATUSES as readonly string[]).includes(person.status))
    throw conflict(PRIVACY_MESSAGES.stillEmployed, undefined, 'STILL_EMPLOYED');
  if (input.confirm !== person.employee_number)
    throw badRequest(PRIVACY_MESSAGES.confirmMismatch, { confirm: PRIVACY_MESSAGES.confirmMismatch });

  const short = person.id.slice(0, 8);
  const displayName = `${ERASED_NAME} ${short}`;
  await q.anonymiseEmployee(tx, person.id, {
    firstName: ERASED_NAME,
    lastName: short,
    fullName: displayName,
    email: erasedEmail(person.id),
  });
  const sectionsDeleted = await q.deleteSections(tx, person.id, PERSONAL_SECTIONS);
  const documentsDeleted = await q.deleteDocuments(tx, person.id);
  await lockSuperAdmins(tx, v.tenantCode);
  const { sessionsEnded } = await disableEmployeeAccounts(tx, person.id);
  const accounts = await q.anonymiseAccounts(tx, person.id, UNSET_PASSWORD_HASH);
  const result: ErasureResult = {
    employeeId: person.id,
    employeeNumber: person.employee_number,
    displayName,
    sectionsDeleted,
    documentsDeleted,
    accountsClosed: accounts.length,
    sessionsEnded,
  };
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'privacy.employee.erase',
    entity: 'employee',
    entityId: person.id,
    after: result,
  });
  return result;
}

/**
 * Deletes every stored file of the employee (profile pictures and documents are kept under
 * `<tenant>/employees/<id>/`), once the erasure has committed: a rolled-back one still finds its files.
 */
export async function eraseStoredFiles(v: Viewer, employeeId: string, storage: FileStorage): Promise<void> {
  for (const key of await storage.list(`${v.tenantCode}/employees/${employeeId}/`)) await storage.delete(key);
}
