CREATE TABLE "timesheet_client_weeks" (
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"status" text NOT NULL,
	"week_start_date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "timesheet_client_weeks_week_id_client_id_status_pk" PRIMARY KEY("week_id","client_id","status")
);
--> statement-breakpoint
ALTER TABLE "timesheet_client_weeks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "timesheet_client_weeks_queue" ON "timesheet_client_weeks" USING btree ("tenant_id","client_id","status","week_start_date");--> statement-breakpoint
CREATE POLICY "timesheet_client_weeks_tenant_isolation" ON "timesheet_client_weeks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));