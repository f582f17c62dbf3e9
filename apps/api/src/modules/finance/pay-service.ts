import {
  FINANCE_MESSAGES,
  TAX_DECLARATION_KEYS,
  TAX_MESSAGES,
  indianFinancialYear,
  type FinanceCountry,
  type FinanceLinkKind,
  type TaxDeclarationInput,
  type TaxDeclarationView,
} from '@tenure/domain/finance';
import { SENSITIVE_VISIBLE_CHARS } from '@tenure/domain/employees';
import { countryOfEntity, maskSensitive } from '@tenure/domain/validation';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { auditActor, requireEmployee, type Viewer } from '../../platform/viewer.ts';
import { todayOf } from '../employees/index.ts';
import * as q from './queries.ts';

const masked = (value: unknown) =>
  typeof value === 'string' && value ? maskSensitive(value, SENSITIVE_VISIBLE_CHARS) : null;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Every country's pay, tax and ESOP links (HR's settings; everyone may read them). */
export const allLinks = (tx: Tx, _v: Viewer) => q.linksOf(tx, null, ['pay', 'tax', 'esop']);

/** Replaces a country's links of `kinds` with `links` (HR's settings page saves one country at a time). */
export async function replaceLinks(
  tx: Tx,
  v: Viewer,
  input: {
    country: FinanceCountry;
    kinds: readonly FinanceLinkKind[];
    links: { kind: FinanceLinkKind; title: string; url: string }[];
  },
) {
  const { country, kinds, links } = input;
  const wrong = links.findIndex((l) => !kinds.includes(l.kind));
  if (wrong >= 0)
    throw badRequest(FINANCE_MESSAGES.linkKindNotHere(kinds), {
      [`links.${wrong}.kind`]: FINANCE_MESSAGES.linkKindNotHere(kinds),
    });
  const before = await q.linksOf(tx, country, kinds);
  await q.replaceLinkRows(tx, v.tenantCode, country, kinds, links);
  const after = await q.linksOf(tx, country, kinds);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'finance.links.replace',
    entity: 'finance_links',
    entityId: country,
    before,
    after,
  });
  return after;
}

async function entityOf(tx: Tx, employeeId: string) {
  const code = await q.entityCodeOf(tx, employeeId);
  if (!code) throw notFound();
  return code;
}

/** My Finance: the links of one's country, one's bank and tax numbers masked, India's tax declaration. */
export async function myFinance(tx: Tx, v: Viewer) {
  const employeeId = requireEmployee(v);
  const legalEntityCode = await entityOf(tx, employeeId);
  const country = countryOfEntity(legalEntityCode);
  const sections = await q.payProfileSections(tx, employeeId);
  const bank = sections.find((s) => s.section === 'bankDetails')?.data;
  const tax = sections.find((s) => s.section === 'tax')?.data;
  return {
    country,
    legalEntityCode,
    links: await q.linksOf(tx, country, ['pay', 'tax']),
    bank: bank
      ? {
          bankName: text(bank.bankName),
          accountHolderName: text(bank.accountHolderName),
          accountNumber: masked(bank.accountNumber),
          branchCode: text(bank.branchCode),
          swiftCode: text(bank.swiftCode),
        }
      : null,
    taxIdentificationNumber: masked(tax?.taxIdentificationNumber),
    taxDeclaration:
      country === 'IN' ? await taxDeclarationOf(tx, employeeId, indianFinancialYear(await todayOf(tx, v))) : null,
  };
}

async function taxDeclarationOf(tx: Tx, employeeId: string, financialYear: string): Promise<TaxDeclarationView> {
  const row = await q.findTaxDeclaration(tx, employeeId, financialYear);
  const declarations = Object.fromEntries(TAX_DECLARATION_KEYS.map((key) => [key, row?.declarations[key] ?? 0]));
  return {
    financialYear,
    regime: row?.regime ?? 'new',
    declarations,
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  };
}

/**
 * An Indian employee's choice of regime and declarations for the current financial year. Under the
 * new regime nothing is declared, so the amounts are kept at zero.
 */
export async function saveTaxDeclaration(tx: Tx, v: Viewer, input: TaxDeclarationInput): Promise<TaxDeclarationView> {
  const employeeId = requireEmployee(v);
  if (countryOfEntity(await entityOf(tx, employeeId)) !== 'IN')
    throw badRequest(TAX_MESSAGES.notIndia, undefined, 'NOT_INDIA');
  if (input.financialYear !== indianFinancialYear(await todayOf(tx, v)))
    throw badRequest(TAX_MESSAGES.notCurrentYear, { financialYear: TAX_MESSAGES.notCurrentYear });
  const before = await taxDeclarationOf(tx, employeeId, input.financialYear);
  const declarations = Object.fromEntries(
    TAX_DECLARATION_KEYS.map((key) => [key, input.regime === 'old' ? input.declarations[key] : 0]),
  );
  await q.saveTaxDeclarationRow(tx, v.tenantCode, employeeId, input, declarations);
  const after = await taxDeclarationOf(tx, employeeId, input.financialYear);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'finance.taxDeclaration.save',
    entity: 'tax_declarations',
    entityId: employeeId,
    before,
    after,
  });
  return after;
}
