-- ManageUsers (account actions) joined the catalogue: the Super Admin role of existing tenants holds every key.
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{ADMINISTRATION,featureAccess,ManageUsers}', 'true'::jsonb, true)
WHERE "code" = 'SUPER_ADMIN' AND "permissions" ? 'ADMINISTRATION' AND "permissions"->'ADMINISTRATION' ? 'featureAccess';
