import { z } from 'zod';
import { masterName, optionalText } from './fields.ts';
import { ORG_MESSAGES } from './messages.ts';
import { MESSAGES } from '../messages.ts';

/** Lowest basement and highest storey a floor number may have. */
export const FLOOR_NUMBER_RANGE = { min: -10, max: 200 } as const;

export const buildingFloorInput = z.object({
  /** Present for a floor that exists already: it keeps its id (and the employees placed on it). */
  id: z.uuid().optional(),
  number: z
    .number()
    .int()
    .min(FLOOR_NUMBER_RANGE.min, ORG_MESSAGES.invalidNumber)
    .max(FLOOR_NUMBER_RANGE.max, ORG_MESSAGES.invalidNumber),
  name: masterName,
});
export type BuildingFloorInput = z.infer<typeof buildingFloorInput>;

/** A building of one location ('Tower A'), with its floors; an employee's work location may name one of each. */
export const buildingInput = z
  .object({
    locationId: z.uuid({ error: ORG_MESSAGES.locationRequired }),
    name: masterName,
    code: optionalText(20),
    address: optionalText(300),
    isActive: z.boolean().default(true),
    floors: z.array(buildingFloorInput).max(FLOOR_NUMBER_RANGE.max - FLOOR_NUMBER_RANGE.min + 1, MESSAGES.tooLong),
  })
  .superRefine((building, ctx) => {
    const seen = new Set<number>();
    building.floors.forEach((floor, index) => {
      if (seen.has(floor.number))
        ctx.addIssue({ code: 'custom', path: ['floors', index, 'number'], message: ORG_MESSAGES.floorNumberTaken });
      seen.add(floor.number);
    });
  });
export type BuildingInput = z.infer<typeof buildingInput>;

export const buildingFloorView = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  employeeCount: z.number(),
});
export type BuildingFloorView = z.infer<typeof buildingFloorView>;

export const buildingView = z.object({
  id: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  floors: z.array(buildingFloorView),
  employeeCount: z.number(),
});
export type BuildingView = z.infer<typeof buildingView>;

/** Buildings of one location (the work-details picker), or all; `active=true` for dropdowns. */
export const buildingListQuery = z.object({ locationId: z.uuid().optional(), active: z.stringbool().optional() });
