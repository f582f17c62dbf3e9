import { sql } from 'drizzle-orm';
import {
  FINANCE_COUNTRIES,
  FINANCE_MESSAGES,
  TAX_DECLARATION_KEYS,
  TAX_MESSAGES,
  indianFinancialYear,
  type FinanceCountry,
  type FinanceLinkKind,
  type FinanceLinkView,
  type TaxDeclarationInput,
  type TaxDeclarationView,
} from '@tenure/domain/finance';
import { SENSITIVE_VISIBLE_CHARS } from '@tenure/domain/employees';
import { countryOfEntity, maskSensitive } from '@tenure/domain/validation';
import { recordAudit } from '../../platform/audit.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';

const today = () => new Date().toISOString().slice(0, 10);
const masked = (value: unknown) => (typeof value === 'string' && value ? maskSensitive(value, SENSITIVE_VISIBLE_CHARS) : null);
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export const isFinanceCountry = (country: string): country is FinanceCountry => (FINANCE_COUNTRIES as readonly string[]).includes(country);

/** The links of one country (all of them when `kinds` is left out), in the order HR set. */
export function linksOf(tx: Tx, country: string | null, kinds: readonly FinanceLinkKind[]): Promise<FinanceLinkView[]> {
  return queryRows<FinanceLinkView>(
    tx,
    sql`select country, kind, title, url from finance_links
         where kind = any(${`{${kinds.join(',')}}`}::text[]) ${country ? sql`and country = ${country}` : sql``}
         order by country, kind, order_id`,
  );
}

/** Replaces a country's links of `kinds` with `links` (HR's settings page saves one country at a time). */
export async function replaceLinks(tx: Tx, v: Viewer, country: FinanceCountry, kinds: readonly FinanceLinkKind[], links: { kind: FinanceLinkKind; title: string; url: string }[]) {
  const wrong = links.findIndex((l) => !kinds.includes(l.kind));
  if (wrong >= 0) throw badRequest(FINANCE_MESSAGES.linkKindNotHere(kinds), { [`links.${wrong}.kind`]: FINANCE_MESSAGES.linkKindNotHere(kinds) });
  const before = await linksOf(tx, country, kinds);
  await tx.execute(sql`delete from finance_links where country = ${country} and kind = any(${`{${kinds.join(',')}}`}::text[])`);
  for (const [i, link] of links.entries()) {
    await tx.execute(sql`insert into finance_links (tenant_id, country, kind, title, url, order_id) values (${v.tenantCode}, ${country}, ${link.kind}, ${link.title}, ${link.url}, ${i + 1})`);
  }
  const after = await linksOf(tx, country, kinds);
  await recordAudit(tx, { ...auditActor(v), action: 'finance.links.replace', entity: 'finance_links', entityId: country, before, after });
  return after;
}

async function entityOf(tx: Tx, employeeId: string) {
  const [row] = await queryRows<{ code: string }>(tx, sql`select le.code from employees e join legal_entities le on le.id = e.legal_entity_id where e.id = ${employeeId}`);
  if (!row) throw notFound();
  return row.code;
}

/** My Finance: the links of one's country, one's bank and tax numbers masked, India's tax declaration. */
export async function myFinance(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const legalEntityCode = await entityOf(tx, employeeId);
  const country = countryOfEntity(legalEntityCode);
  const sections = await queryRows<{ section: string; data: Record<string, unknown> }>(
    tx,
    sql`select section, data from employee_profile_sections where employee_id = ${employeeId} and section in ('bankDetails', 'tax')`,
  );
  const bank = sections.find((s) => s.section === 'bankDetails')?.data;
  const tax = sections.find((s) => s.section === 'tax')?.data;
  return {
    country,
    legalEntityCode,
    links: await linksOf(tx, country, ['pay', 'tax']),
    bank: bank
      ? { bankName: text(bank.bankName), accountHolderName: text(bank.accountHolderName), accountNumber: masked(bank.accountNumber), branchCode: text(bank.branchCode), swiftCode: text(bank.swiftCode) }
      : null,
    taxIdentificationNumber: masked(tax?.taxIdentificationNumber),
    taxDeclaration: country === 'IN' ? await taxDeclarationOf(tx, employeeId, indianFinancialYear(today())) : null,
  };
}

async function taxDeclarationOf(tx: Tx, employeeId: string, financialYear: string): Promise<TaxDeclarationView> {
  const [row] = await queryRows<{ regime: 'new' | 'old'; declarations: Record<string, number>; updatedAt: Date | string }>(
    tx,
    sql`select regime, declarations, updated_at as "updatedAt" from tax_declarations where employee_id = ${employeeId} and financial_year = ${financialYear}`,
  );
  const declarations = Object.fromEntries(TAX_DECLARATION_KEYS.map((key) => [key, row?.declarations[key] ?? 0]));
  return { financialYear, regime: row?.regime ?? 'new', declarations, updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
}

/**
 * An Indian employee's choice of regime and declarations for the current financial year. Under the
 * new regime nothing is declared, so the amounts are kept at zero.
 */
export async function saveTaxDeclaration(tx: Tx, v: Viewer, input: TaxDeclarationInput): Promise<TaxDeclarationView> {
  const employeeId = requireEmployee(v);
  if (countryOfEntity(await entityOf(tx, employeeId)) !== 'IN') throw badRequest(TAX_MESSAGES.notIndia, undefined, 'NOT_INDIA');
  if (input.financialYear !== indianFinancialYear(today())) throw badRequest(TAX_MESSAGES.notCurrentYear, { financialYear: TAX_MESSAGES.notCurrentYear });
  const before = await taxDeclarationOf(tx, employeeId, input.financialYear);
  const declarations = Object.fromEntries(TAX_DECLARATION_KEYS.map((key) => [key, input.regime === 'old' ? input.declarations[key] : 0]));
  await tx.execute(sql`
    insert into tax_declarations (tenant_id, employee_id, financial_year, regime, declarations)
    values (${v.tenantCode}, ${employeeId}, ${input.financialYear}, ${input.regime}, ${JSON.stringify(declarations)}::jsonb)
    on conflict (employee_id, financial_year) do update set regime = excluded.regime, declarations = excluded.declarations, updated_at = now()`);
  const after = await taxDeclarationOf(tx, employeeId, input.financialYear);
  await recordAudit(tx, { ...auditActor(v), action: 'finance.taxDeclaration.save', entity: 'tax_declarations', entityId: employeeId, before, after });
  return after;
}
