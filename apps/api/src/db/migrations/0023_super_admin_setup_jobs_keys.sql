-- SetupChecklist, ViewJobs (sections) and ManageJobs (feature) joined the catalogue: the Super Admin
-- role of existing tenants holds every key.
UPDATE "roles"
SET "permissions" = jsonb_set(
      jsonb_set(
        jsonb_set("permissions", '{ADMINISTRATION,sectionAccess,SetupChecklist}', 'true'::jsonb, true),
        '{ADMINISTRATION,sectionAccess,ViewJobs}', 'true'::jsonb, true),
      '{ADMINISTRATION,featureAccess,ManageJobs}', 'true'::jsonb, true)
WHERE "code" = 'SUPER_ADMIN' AND "permissions" ? 'ADMINISTRATION'
  AND "permissions"->'ADMINISTRATION' ? 'sectionAccess' AND "permissions"->'ADMINISTRATION' ? 'featureAccess';
