-- Custom (issue 21): the seeded roles of existing tenants get the FINANCE keys new tenants get
-- (HR Executive: ManagePay; HR Director: ManagePay and ManageEsop; Super Admin: both). Roles a
-- tenant made itself are left as they are.
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{FINANCE}', coalesce("permissions"->'FINANCE', '{"sectionAccess": {}, "featureAccess": {}}'::jsonb), true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR', 'SUPER_ADMIN');--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{FINANCE,featureAccess}', coalesce("permissions"#>'{FINANCE,featureAccess}', '{}'::jsonb), true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR', 'SUPER_ADMIN');--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{FINANCE,featureAccess,ManagePay}', 'true'::jsonb, true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR', 'SUPER_ADMIN');--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{FINANCE,featureAccess,ManageEsop}', 'true'::jsonb, true)
WHERE "code" IN ('HR_DIRECTOR', 'SUPER_ADMIN');
