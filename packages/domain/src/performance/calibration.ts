import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageOf, pagedQuery } from '../paging/index.ts';
import { CALIBRATION_GROUPS, calibrationEmployee, calibrationGroupQuery } from './reviews.ts';

/** The calibration list of a group's people: paged, sorted, searched, filtered by 9-box cell, band or manager (issue 20 item 7). */
export const CALIBRATION_SORT_FIELDS = [
  'name',
  'employeeNumber',
  'manager',
  'managerRating',
  'finalRating',
  'potential',
] as const;
export type CalibrationSortField = (typeof CALIBRATION_SORT_FIELDS)[number];

export const calibrationEmployeeQuery = calibrationGroupQuery
  .extend(pagedQuery(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE).shape)
  .extend({
    search: z.string().trim().max(100).optional(),
    /** A 9-box cell as performance:potential, each 0 (low) to 2 (high). */
    box: z
      .string()
      .regex(/^[0-2]:[0-2]$/)
      .optional(),
    /** A band of the cycle's scale by its position, from 0, by the current (final, else manager) rating. */
    band: z.coerce.number().int().min(0).max(9).optional(),
    managerId: z.uuid().optional(),
    sort: z.enum(CALIBRATION_SORT_FIELDS).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
  });
export type CalibrationEmployeeQuery = z.infer<typeof calibrationEmployeeQuery>;
export const calibrationEmployeePage = pageOf(calibrationEmployee);

/** The groups with reviews in a cycle, to pick the one to calibrate. */
export const calibrationGroupsView = z.array(
  z.object({ groupBy: z.enum(CALIBRATION_GROUPS), groupId: z.uuid().nullable(), name: z.string() }),
);
