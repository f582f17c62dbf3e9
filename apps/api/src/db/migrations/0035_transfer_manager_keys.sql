-- Custom (issue 18, transfers): the seeded Reporting Manager role of existing tenants gets the
-- TransferRequests section new tenants get (managers initiate transfers of their reportees).
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{OFFBOARDING,sectionAccess,TransferRequests}', 'true'::jsonb, true)
WHERE "code" = 'REPORTING_MANAGER' AND "permissions" ? 'OFFBOARDING'
  AND "permissions"->'OFFBOARDING' ? 'sectionAccess';
