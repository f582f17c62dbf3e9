ALTER TABLE "jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "delivery_id" uuid;--> statement-breakpoint
CREATE INDEX "jobs_running" ON "jobs" USING btree ("heartbeat_at") WHERE "jobs"."status" = 'running';