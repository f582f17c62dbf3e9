DROP POLICY "holidays_tenant_isolation" ON "holidays" CASCADE;--> statement-breakpoint
DROP TABLE "holidays" CASCADE;