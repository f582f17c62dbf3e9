CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("tenant_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_family" ON "audit_log" USING btree ("tenant_id",split_part("action", '.', 1),"created_at","action");--> statement-breakpoint
-- ViewAuditLog (ADMINISTRATION section) joined the catalogue: the seeded Super Admin and HR Director roles of
-- existing tenants get it as new tenants do. Roles a tenant made itself are left as they are.
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{ADMINISTRATION,sectionAccess,ViewAuditLog}', 'true'::jsonb, true)
WHERE "code" IN ('SUPER_ADMIN', 'HR_DIRECTOR') AND "permissions" ? 'ADMINISTRATION'
  AND "permissions"->'ADMINISTRATION' ? 'sectionAccess';
