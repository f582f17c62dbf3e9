-- HR executives (and so HR directors) upload timesheet files (TIMESHEET BulkUploadOption): the
-- seeded HR roles of existing tenants get the key, as new tenants' roles do.
UPDATE "roles"
SET "permissions" = "permissions" || jsonb_build_object('TIMESHEET', jsonb_build_object(
      'sectionAccess', coalesce("permissions"->'TIMESHEET'->'sectionAccess', '{}'::jsonb),
      'featureAccess', coalesce("permissions"->'TIMESHEET'->'featureAccess', '{}'::jsonb) || '{"BulkUploadOption": true}'::jsonb))
    , "updated_at" = now()
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR');
