-- Custom (issue 17): the seeded HR roles of existing tenants get the revenue keys new tenants get
-- (HR Executive: RevenueDetails; HR Director: also RevenueGlobalAccess and TimesheetAutoApproval).
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{WORK_TIMESHEET,sectionAccess,RevenueDetails}', 'true'::jsonb, true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR') AND "permissions" ? 'WORK_TIMESHEET'
  AND "permissions"->'WORK_TIMESHEET' ? 'sectionAccess';--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set(
      jsonb_set("permissions", '{WORK_TIMESHEET,sectionAccess,TimesheetAutoApproval}', 'true'::jsonb, true),
      '{WORK_TIMESHEET,featureAccess,RevenueGlobalAccess}', 'true'::jsonb, true)
WHERE "code" = 'HR_DIRECTOR' AND "permissions" ? 'WORK_TIMESHEET'
  AND "permissions"->'WORK_TIMESHEET' ? 'sectionAccess' AND "permissions"->'WORK_TIMESHEET' ? 'featureAccess';
