import { sql } from 'drizzle-orm';
import { addMonths } from '@tenure/domain/finance';
import { countryOfEntity } from '@tenure/domain/validation';
import { utcToday } from '../../platform/clock.ts';
import { queryRows, type Tx } from '../../platform/db.ts';
import { esopAllotments, esopDocuments, financeLinks, payslips } from '../schema/index.ts';
import { esopFaqPdf, esopUserManualPdf } from './esop-documents.ts';
import { payslipPdf } from './payslip-documents.ts';
import { ESOP_HOLDERS } from './people-data.ts';

/** Demo people with payslips for the last few months (the named logins), with their monthly gross pay. */
const MONTHLY_GROSS: Record<string, number> = {
  EMP0003: 420_000,
  EMP0004: 95_000,
  EMP0005: 16_500,
  EMP0006: 10_250,
  EMP0008: 12_800,
  EMP0009: 10_400,
  EMP0010: 310_000,
};
const PAYSLIP_HOLDERS = Object.keys(MONTHLY_GROSS);
const PAYSLIP_MONTHS = 3;

/** Pay, tax and ESOP links per country (SPEC §9); the payroll and ESOP portals are the demo company's. */
const LINKS: { country: string; kind: 'pay' | 'tax' | 'esop'; title: string; url: string }[] = [
  { country: 'US', kind: 'pay', title: 'Payroll portal (US)', url: 'https://payroll.tenure-demo.com/us' },
  { country: 'US', kind: 'pay', title: 'Benefits and 401(k)', url: 'https://benefits.tenure-demo.com/us' },
  { country: 'US', kind: 'tax', title: 'IRS Form W-4', url: 'https://www.irs.gov/forms-pubs/about-form-w-4' },
  { country: 'US', kind: 'esop', title: 'Equity portal (US)', url: 'https://equity.tenure-demo.com/us' },
  { country: 'IN', kind: 'pay', title: 'Payroll portal (India)', url: 'https://payroll.tenure-demo.com/in' },
  { country: 'IN', kind: 'pay', title: 'EPFO member passbook', url: 'https://passbook.epfindia.gov.in' },
  { country: 'IN', kind: 'tax', title: 'Income Tax e-Filing', url: 'https://www.incometax.gov.in' },
  { country: 'IN', kind: 'esop', title: 'Equity portal (India)', url: 'https://equity.tenure-demo.com/in' },
  { country: 'SG', kind: 'pay', title: 'Payroll portal (Singapore)', url: 'https://payroll.tenure-demo.com/sg' },
  { country: 'SG', kind: 'pay', title: 'CPF statements', url: 'https://www.cpf.gov.sg' },
  { country: 'SG', kind: 'tax', title: 'IRAS myTax Portal', url: 'https://mytax.iras.gov.sg' },
  { country: 'SG', kind: 'esop', title: 'Equity portal (Singapore)', url: 'https://equity.tenure-demo.com/sg' },
];

/**
 * The finance module's demo data: ESOP grants (four years, one-year cliff, quarterly tranches)
 * with the plan's manual and FAQ, pay links per country, and payslips of the last months
 * (earnings, deductions and net pay) for the named demo people.
 */
export async function seedFinance(tx: Tx, tenantId: string): Promise<void> {
  const people = await queryRows<{
    id: string;
    number: string;
    name: string;
    designation: string | null;
    entityName: string;
    entityCode: string;
    currency: string;
  }>(
    tx,
    sql`select e.id, e.employee_number as number, e.display_name as name, e.designation, le.name as "entityName", le.code as "entityCode", le.currency_id as currency
          from employees e join legal_entities le on le.id = e.legal_entity_id
         where e.employee_number = any(${`{${[...new Set([...ESOP_HOLDERS, ...PAYSLIP_HOLDERS])].join(',')}}`}::text[])`,
  );
  const holders = people.filter((p) => ESOP_HOLDERS.includes(p.number));
  if (holders.length > 0) {
    await tx.insert(esopAllotments).values(
      holders.map((p, i) => ({
        tenantId,
        employeeId: p.id,
        grantDate: '2024-04-01',
        units: 500 * (i + 1),
        strikePrice: 4.5,
        currency: 'USD',
        cliffMonths: 12,
        vestingMonths: 48,
        periodMonths: 3,
      })),
    );
    await tx.insert(esopDocuments).values([
      { tenantId, kind: 'userManual', fileName: 'ESOP User Manual.pdf', content: esopUserManualPdf() },
      { tenantId, kind: 'faq', fileName: 'ESOP FAQ.pdf', content: esopFaqPdf() },
    ]);
  }
  await tx.insert(financeLinks).values(LINKS.map((l, i) => ({ tenantId, ...l, orderId: i + 1 })));

  const thisMonth = `${utcToday().slice(0, 7)}-01`;
  const months = Array.from({ length: PAYSLIP_MONTHS }, (_, i) => addMonths(thisMonth, -(i + 1)).slice(0, 7));
  const rows = people
    .filter((p) => PAYSLIP_HOLDERS.includes(p.number))
    .flatMap((p) =>
      months.map((month) => {
        const content = payslipPdf({
          month,
          ...p,
          country: countryOfEntity(p.entityCode),
          monthlyGross: MONTHLY_GROSS[p.number]!,
        });
        return {
          tenantId,
          employeeId: p.id,
          month,
          fileName: `Payslip_${p.number}_${month}.pdf`,
          content,
          sizeBytes: content.length,
        };
      }),
    );
  if (rows.length > 0) await tx.insert(payslips).values(rows);
}
