import { sql } from 'drizzle-orm';
import type { FinanceLinkKind, FinanceLinkView, PayslipView, TaxDeclarationInput } from '@tenure/domain/finance';
import { escapeLike, queryRows, type Tx } from '../../platform/db.ts';

// My Finance: pay, tax and ESOP links, profile sections, India's tax declarations, payslips.

export interface EmployeeRef {
  id: string;
  employeeNumber: string;
  displayName: string;
}

/** Employees by number, matched without regard to case (file names are typed by people). */
export function employeesByNumber(tx: Tx, numbers: readonly string[]): Promise<EmployeeRef[]> {
  if (numbers.length === 0) return Promise.resolve([]);
  return queryRows<EmployeeRef>(
    tx,
    sql`select id, employee_number as "employeeNumber", display_name as "displayName" from employees
         where upper(employee_number) = any(${`{${numbers.map((n) => `"${n.toUpperCase().replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
  );
}

/** The code of the employee's legal entity, or undefined for an unknown employee. */
export async function entityCodeOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ code: string }>(
    tx,
    sql`select le.code from employees e join legal_entities le on le.id = e.legal_entity_id where e.id = ${employeeId}`,
  );
  return row?.code;
}

/** The links of one country (every country's when `country` is null) of `kinds`, in the order HR set. */
export function linksOf(tx: Tx, country: string | null, kinds: readonly FinanceLinkKind[]): Promise<FinanceLinkView[]> {
  return queryRows<FinanceLinkView>(
    tx,
    sql`select country, kind, title, url from finance_links
         where kind = any(${`{${kinds.join(',')}}`}::text[]) ${country ? sql`and country = ${country}` : sql``}
         order by country, kind, order_id`,
  );
}

export async function replaceLinkRows(
  tx: Tx,
  tenantCode: string,
  country: string,
  kinds: readonly FinanceLinkKind[],
  links: readonly { kind: FinanceLinkKind; title: string; url: string }[],
) {
  await tx.execute(
    sql`delete from finance_links where country = ${country} and kind = any(${`{${kinds.join(',')}}`}::text[])`,
  );
  for (const [i, link] of links.entries()) {
    await tx.execute(
      sql`insert into finance_links (tenant_id, country, kind, title, url, order_id) values (${tenantCode}, ${country}, ${link.kind}, ${link.title}, ${link.url}, ${i + 1})`,
    );
  }
}

/** The employee's bank details and tax sections of the profile. */
export const payProfileSections = (tx: Tx, employeeId: string) =>
  queryRows<{ section: string; data: Record<string, unknown> }>(
    tx,
    sql`select section, data from employee_profile_sections where employee_id = ${employeeId} and section in ('bankDetails', 'tax')`,
  );

export async function findTaxDeclaration(tx: Tx, employeeId: string, financialYear: string) {
  const [row] = await queryRows<{
    regime: 'new' | 'old';
    declarations: Record<string, number>;
    updatedAt: Date | string;
  }>(
    tx,
    sql`select regime, declarations, updated_at as "updatedAt" from tax_declarations where employee_id = ${employeeId} and financial_year = ${financialYear}`,
  );
  return row;
}

export async function saveTaxDeclarationRow(
  tx: Tx,
  tenantCode: string,
  employeeId: string,
  input: { financialYear: string; regime: TaxDeclarationInput['regime'] },
  declarations: Record<string, number>,
) {
  await tx.execute(sql`
    insert into tax_declarations (tenant_id, employee_id, financial_year, regime, declarations)
    values (${tenantCode}, ${employeeId}, ${input.financialYear}, ${input.regime}, ${JSON.stringify(declarations)}::jsonb)
    on conflict (tenant_id, employee_id, financial_year) do update set regime = excluded.regime, declarations = excluded.declarations, updated_at = now()`);
}

export type PayslipRow = PayslipView & { uploadedAt: Date | string };
const PAYSLIP_COLUMNS = sql`p.id, p.month, p.file_name as "fileName", p.size_bytes as "sizeBytes", p.uploaded_at as "uploadedAt"`;

export const payslipsOf = (tx: Tx, employeeId: string) =>
  queryRows<PayslipRow>(
    tx,
    sql`select ${PAYSLIP_COLUMNS} from payslips p where p.employee_id = ${employeeId} order by p.month desc`,
  );

export function payslipsOfMonth(tx: Tx, month: string, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return queryRows<PayslipRow & { employeeNumber: string; displayName: string }>(
    tx,
    sql`select ${PAYSLIP_COLUMNS}, e.employee_number as "employeeNumber", e.display_name as "displayName"
          from payslips p join employees e on e.id = p.employee_id
         where p.month = ${month} ${pattern ? sql`and (e.employee_number ilike ${pattern} or e.display_name ilike ${pattern})` : sql``}
         order by e.employee_number`,
  );
}

export async function findPayslipFile(tx: Tx, id: string) {
  const [row] = await queryRows<{ employeeId: string; fileName: string; content: Uint8Array }>(
    tx,
    sql`select employee_id as "employeeId", file_name as "fileName", content from payslips where id = ${id}`,
  );
  return row;
}

/** The deleted payslip, or undefined when there was none. */
export async function deletePayslipRow(tx: Tx, id: string) {
  const [row] = await queryRows<{ month: string; employeeId: string; fileName: string }>(
    tx,
    sql`delete from payslips where id = ${id} returning month, employee_id as "employeeId", file_name as "fileName"`,
  );
  return row;
}

/** The employees who have a payslip for `month`. */
export const employeesWithPayslip = async (tx: Tx, month: string) =>
  new Set(
    (
      await queryRows<{ employeeId: string }>(
        tx,
        sql`select employee_id as "employeeId" from payslips where month = ${month}`,
      )
    ).map((r) => r.employeeId),
  );

/** A month's payslip of the employee, replacing the one they had. */
export async function upsertPayslip(
  tx: Tx,
  tenantCode: string,
  uploadedBy: string | null,
  month: string,
  p: { employeeId: string; fileName: string; bytes: Uint8Array },
) {
  await tx.execute(sql`
    insert into payslips (tenant_id, employee_id, month, file_name, content, size_bytes, uploaded_by)
    values (${tenantCode}, ${p.employeeId}, ${month}, ${p.fileName}, ${Buffer.from(p.bytes)}, ${p.bytes.length}, ${uploadedBy})
    on conflict (tenant_id, employee_id, month) do update
      set file_name = excluded.file_name, content = excluded.content, size_bytes = excluded.size_bytes, uploaded_by = excluded.uploaded_by, uploaded_at = now()`);
}
