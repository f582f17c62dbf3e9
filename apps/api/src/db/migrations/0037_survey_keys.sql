-- Custom (issue 18 items 4 and 7): the seeded roles of existing tenants get the SURVEYS keys new
-- tenants get (Employee and Consultant: EmployeeSurvey; HR Executive and HR Director: ManageSurveys;
-- Super Admin: both). Roles a tenant made itself are left as they are.
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{SURVEYS}', coalesce("permissions"->'SURVEYS', '{"sectionAccess": {}, "featureAccess": {}}'::jsonb), true)
WHERE "code" IN ('EMPLOYEE', 'CONSULTANT', 'HR_EXECUTIVE', 'HR_DIRECTOR', 'SUPER_ADMIN');--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{SURVEYS,sectionAccess,EmployeeSurvey}', 'true'::jsonb, true)
WHERE "code" IN ('EMPLOYEE', 'CONSULTANT', 'SUPER_ADMIN');--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{SURVEYS,featureAccess,ManageSurveys}', 'true'::jsonb, true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR', 'SUPER_ADMIN');
