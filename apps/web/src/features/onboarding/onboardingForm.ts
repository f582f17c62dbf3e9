import { isContractor } from '@tenure/domain/access';
import {
  ONBOARDING_STEPS,
  onboardingRowFor,
  type OnboardingRowInput,
  type OnboardingStep,
} from '@tenure/domain/onboarding';
import { countryOfEntity } from '@tenure/domain/validation';
import { zodFormErrors } from '../../lib/forms/zodFormErrors.ts';
import { toFormValues, toSectionInput, type FormValues } from '../employees/index.ts';

/**
 * The stepped form holds strings: personal and contact as the profile section forms do, the job
 * and the contract as flat records, the plan chosen per policy type. These turn it into the row the
 * API and the shared schema take, and a saved draft back into form values.
 */
export const JOB_FIELDS = [
  'employeeNumber',
  'legalEntityCode',
  'departmentId',
  'locationId',
  'buildingId',
  'floorId',
  'designation',
  'jobTitle',
  'grade',
  'level',
  'managerEmployeeNumber',
  'employmentType',
  'dateOfJoining',
  'workEmail',
] as const;
export const CONTRACT_FIELDS = [
  'vendorName',
  'vendorTypeId',
  'startDate',
  'endDate',
  'billingRate',
  'currencyId',
] as const;
type JobField = (typeof JOB_FIELDS)[number];
type ContractField = (typeof CONTRACT_FIELDS)[number];

export interface OnboardingFormValues extends FormValues {
  personal: FormValues;
  contact: FormValues;
  job: Record<JobField, string> & { managerName: string };
  policies: Record<string, string>;
  contract: Record<ContractField, string>;
}

const blank = <K extends string>(keys: readonly K[], source: unknown): Record<K, string> =>
  Object.fromEntries(
    keys.map((k) => [k, String((source as Record<string, unknown> | undefined)?.[k] ?? '')]),
  ) as Record<K, string>;

/** Empty values, or the values of a saved draft. */
export function onboardingFormValues(
  data: Record<string, unknown> = {},
  defaults: Partial<Record<JobField, string>> = {},
): OnboardingFormValues {
  const job = (data.job ?? {}) as Record<string, unknown>;
  return {
    personal: toFormValues('personal', data.personal ?? {}),
    contact: toFormValues('contact', data.contact ?? {}),
    job: { ...blank(JOB_FIELDS, { ...defaults, ...job }), managerName: String(job.managerName ?? '') },
    policies: Object.fromEntries(
      Object.entries((data.policies ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    ),
    contract: blank(CONTRACT_FIELDS, data.contract),
  };
}

const present = (record: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(record)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v !== ''),
  );

/** The row as it will be sent: empty fields left out, the contract only for contractor types. */
export function toRowInput(values: OnboardingFormValues): OnboardingRowInput {
  const { managerName: _shown, ...job } = values.job;
  return {
    personal: toSectionInput('personal', values.personal),
    contact: toSectionInput('contact', values.contact),
    job: present(job),
    policies: present(values.policies),
    // An untouched contract is no contract: the schema then says it is required.
    ...(isContractor(values.job.employmentType) && Object.keys(present(values.contract)).length > 0
      ? { contract: present(values.contract) }
      : {}),
  } as OnboardingRowInput;
}

/** What a draft keeps: the form as typed (the manager's name too, to show it on resuming). */
export function toDraftData(values: OnboardingFormValues): Record<string, unknown> {
  return { ...toRowInput(values), job: { ...present(values.job) } };
}

const STEP_PREFIXES: Record<OnboardingStep, string[]> = {
  personal: ['personal.'],
  contact: ['contact.'],
  job: ['job.', 'contract'],
  policies: ['policies.'],
  review: [''],
};

/** The shared schema of the entity's country, on the whole row, keeping the errors of one step. */
export function stepErrors(step: OnboardingStep, values: OnboardingFormValues): Record<string, string> {
  const errors = zodFormErrors(onboardingRowFor(countryOfEntity(values.job.legalEntityCode)), toRowInput(values));
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => STEP_PREFIXES[step].some((prefix) => path.startsWith(prefix))),
  );
}

/** The first step showing one of these errors (a server refusal sends the user there). */
export function stepOfErrors(errors: Record<string, string>): OnboardingStep {
  return (
    ONBOARDING_STEPS.find(
      (step) =>
        step !== 'review' && Object.keys(errors).some((path) => STEP_PREFIXES[step].some((p) => path.startsWith(p))),
    ) ?? 'review'
  );
}
