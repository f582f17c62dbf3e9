import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POLICY_MESSAGES } from './messages.ts';
import { POLICY_TYPE_KEYS } from './types.ts';
import { isoDate } from '../validation/fields.ts';

export const policyTypeView = z.object({
  id: z.string(),
  key: z.enum(POLICY_TYPE_KEYS),
  /** SPEC §3 keeps the field name `policeType`. */
  policeType: z.string(),
  route: z.string(),
  path: z.string(),
  planCount: z.number(),
});
export type PolicyTypeView = z.infer<typeof policyTypeView>;

/**
 * A plan of one policy type. `settings` is checked against POLICY_SETTINGS[type] on the server
 * (and in the form). SPEC §4 default rules: a new default goes first and clears the others'
 * flag; updating a plan to default clears the others; a default plan cannot be deleted.
 */
export const policyPlanInput = z.object({
  name: z.string().trim().min(1, POLICY_MESSAGES.nameRequired).max(100, MESSAGES.tooLong),
  description: z.string().trim().max(1000, MESSAGES.tooLong).default(''),
  isDefault: z.boolean().default(false),
  /** Set for a sub-policy: a variant of a plan of the same type (e.g. a night shift of a shift plan). */
  parentPlanId: z.uuid().nullable().default(null),
  effectiveFrom: isoDate.nullable().default(null),
  settings: z.record(z.string(), z.unknown()),
});
export type PolicyPlanInput = z.infer<typeof policyPlanInput>;

/** POST /policy-plan names the type; the per-type endpoints (/shift, /holiday, …) take it from the path. */
export const policyPlanCreateInput = policyPlanInput.extend({ policyTypeId: z.uuid() });

export const policyPlanView = z.object({
  id: z.string(),
  policyTypeId: z.string(),
  typeKey: z.enum(POLICY_TYPE_KEYS),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  parentPlanId: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
  /** Employees whose effective plan of this type is this one. */
  employeeCount: z.number(),
  subPolicies: z.array(z.object({ id: z.string(), name: z.string() })),
  updatedAt: z.string(),
});
export type PolicyPlanView = z.infer<typeof policyPlanView>;

export const planListQuery = z.object({
  policyTypeId: z.uuid().optional(),
  typeKey: z.enum(POLICY_TYPE_KEYS).optional(),
});

export const planNameCheckQuery = z.object({
  policyTypeId: z.uuid(),
  name: z.string().trim().min(1, POLICY_MESSAGES.nameRequired),
  excludeId: z.uuid().optional(),
});
export const planNameCheckView = z.object({ available: z.boolean(), message: z.string().nullable() });

/**
 * Who a plan is assigned to. The most specific assignment wins for an employee:
 * employee > department > location > legal entity > the type's default plan (new joiners get it).
 */
export const ASSIGNMENT_TARGETS = ['employee', 'department', 'location', 'legalEntity'] as const;
export type AssignmentTarget = (typeof ASSIGNMENT_TARGETS)[number];

export const planAssignmentInput = z.object({
  targetKind: z.enum(ASSIGNMENT_TARGETS),
  /** Employee numbers for employees; ids for departments, locations and legal entities. */
  targets: z.array(z.string().trim().min(1)).min(1, 'Choose at least one.').max(5000),
});
export type PlanAssignmentInput = z.infer<typeof planAssignmentInput>;

export const planAssignmentView = z.object({
  id: z.string(),
  planId: z.string(),
  targetKind: z.enum(ASSIGNMENT_TARGETS),
  targetId: z.string(),
  /** Employee display name (number), department, location or legal entity name. */
  targetLabel: z.string(),
  assignedAt: z.string(),
});

/** One employee's effective plan of each type, and where it comes from. */
export const assignedPolicyView = z.object({
  typeKey: z.enum(POLICY_TYPE_KEYS),
  policeType: z.string(),
  route: z.string(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  source: z.enum([...ASSIGNMENT_TARGETS, 'default', 'none']),
});
export type AssignedPolicyView = z.infer<typeof assignedPolicyView>;

export const policiesPerEmployeeQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  filterValue: z.string().trim().max(100).optional(),
});
export const policiesPerEmployeeRow = z.object({
  employeeNumber: z.string(),
  displayName: z.string(),
  departmentName: z.string().nullable(),
  policies: z.array(assignedPolicyView),
});

export const policiesPerEmployeePage = z.object({
  items: z.array(policiesPerEmployeeRow),
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
});
