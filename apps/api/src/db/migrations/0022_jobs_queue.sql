ALTER TABLE "jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "schedule_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_schedule_key" ON "jobs" USING btree ("tenant_id","schedule_key");--> statement-breakpoint
CREATE INDEX "jobs_history" ON "jobs" USING btree ("tenant_id","created_at");