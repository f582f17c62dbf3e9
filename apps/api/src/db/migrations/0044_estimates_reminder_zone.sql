ALTER TABLE "project_allocations" ADD COLUMN "estimated_hours" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "project_tasks" ADD COLUMN "plp_estimated_hours" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;