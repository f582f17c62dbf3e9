-- The request role may read and write rows (RLS decides which); it may not change the schema.
-- Default privileges cover the tables later migrations create.
GRANT USAGE ON SCHEMA public TO tenure_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tenure_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tenure_app;
--> statement-breakpoint
-- Payload keys are looked up before a tenant is known, by the API's own connection, never per request role.
REVOKE ALL ON payload_keys FROM tenure_app;
--> statement-breakpoint
-- Tenants are created by the seed and by platform administration only.
REVOKE INSERT, DELETE ON tenants FROM tenure_app;
