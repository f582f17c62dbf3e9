import type { AccrualFrequency, FinancialYear, LeaveTypeInput, LeaveTypeView } from '@tenure/domain/leave';

/** The leave type form's fields: flat, with number inputs that may be empty while typing. */
export interface LeaveTypeFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  category: LeaveTypeInput['category'];
  paid: 'paid' | 'unpaid';
  dayTypes: string[];
  annualQuota: number | string;
  accrualFrequency: AccrualFrequency;
  financialYear: FinancialYear;
  carryForwardLimit: number | string;
  encashmentLimit: number | string;
  negativeBalanceLimit: number | string;
  minNoticeDays: number | string;
  maxConsecutiveDays: number | string;
  /** Empty: no document is ever required. */
  documentRequiredAboveDays: number | string;
  duringProbation: boolean;
  genders: string[];
  employmentTypes: string[];
  isActive: boolean;
}

export function leaveTypeFormValues(type: LeaveTypeView | null): LeaveTypeFormValues {
  return {
    code: type?.code ?? '',
    name: type?.name ?? '',
    category: type?.category ?? 'Regular Leaves',
    paid: type && !type.isPaid ? 'unpaid' : 'paid',
    dayTypes: type?.dayTypes ?? ['Full Day', 'Half Day'],
    annualQuota: type?.annualQuota ?? 12,
    accrualFrequency: type?.accrualFrequency ?? 'monthly',
    financialYear: type?.financialYear ?? 'Jan-Dec',
    carryForwardLimit: type?.carryForwardLimit ?? 0,
    encashmentLimit: type?.encashmentLimit ?? 0,
    negativeBalanceLimit: type?.negativeBalanceLimit ?? 0,
    minNoticeDays: type?.minNoticeDays ?? 0,
    maxConsecutiveDays: type?.maxConsecutiveDays ?? 0,
    documentRequiredAboveDays: type?.documentRequiredAboveDays ?? '',
    duringProbation: type?.eligibility.duringProbation ?? true,
    genders: type?.eligibility.genders ?? [],
    employmentTypes: type?.eligibility.employmentTypes ?? [],
    isActive: type?.isActive ?? true,
  };
}

/**
 * What is sent: an empty number field becomes NaN so the shared schema reports it as missing,
 * except the document limit, where empty means "never".
 */
export function leaveTypeFromForm(values: LeaveTypeFormValues): LeaveTypeInput {
  const num = (value: number | string) => (value === '' ? Number.NaN : Number(value));
  return {
    code: values.code,
    name: values.name,
    category: values.category,
    isPaid: values.paid === 'paid',
    dayTypes: values.dayTypes as LeaveTypeInput['dayTypes'],
    annualQuota: num(values.annualQuota),
    accrualFrequency: values.accrualFrequency,
    financialYear: values.financialYear,
    carryForwardLimit: num(values.carryForwardLimit),
    encashmentLimit: num(values.encashmentLimit),
    negativeBalanceLimit: num(values.negativeBalanceLimit),
    eligibility: {
      duringProbation: values.duringProbation,
      genders: values.genders,
      employmentTypes: values.employmentTypes,
    },
    minNoticeDays: num(values.minNoticeDays),
    maxConsecutiveDays: num(values.maxConsecutiveDays),
    documentRequiredAboveDays:
      values.documentRequiredAboveDays === '' ? null : Number(values.documentRequiredAboveDays),
    isActive: values.isActive,
  };
}
