CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"designation" text,
	"employee_id" uuid,
	"bill_rate" numeric(12, 2) NOT NULL,
	"cost_rate" numeric(12, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_scope" CHECK (("rate_cards"."scope" = 'project' and "rate_cards"."designation" is null and "rate_cards"."employee_id" is null)
      or ("rate_cards"."scope" = 'role' and "rate_cards"."designation" is not null and "rate_cards"."employee_id" is null)
      or ("rate_cards"."scope" = 'person' and "rate_cards"."employee_id" is not null and "rate_cards"."designation" is null))
);
--> statement-breakpoint
ALTER TABLE "rate_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "revenue_frozen_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"close_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hours" real NOT NULL,
	"bill_rate" numeric(12, 2),
	"cost_rate" numeric(12, 2)
);
--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "revenue_period_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"month" date NOT NULL,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revenue_period_closes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_auto_approval_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_entity_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"reminder_day" text DEFAULT 'FRI' NOT NULL,
	"reminder_time" text DEFAULT '09:00' NOT NULL,
	"auto_approve_after_days" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD COLUMN "decided_by_rule" text;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" ADD CONSTRAINT "revenue_frozen_days_close_id_revenue_period_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."revenue_period_closes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_period_closes" ADD CONSTRAINT "revenue_period_closes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" ADD CONSTRAINT "timesheet_auto_approval_users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ADD CONSTRAINT "timesheet_entity_settings_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_target_day" ON "rate_cards" USING btree ("tenant_id","project_id","scope",coalesce("designation", ''),coalesce("employee_id"::text, ''),"valid_from");--> statement-breakpoint
CREATE INDEX "revenue_frozen_days_project_day" ON "revenue_frozen_days" USING btree ("tenant_id","project_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_period_closes_month" ON "revenue_period_closes" USING btree ("tenant_id","project_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_auto_approval_users_employee" ON "timesheet_auto_approval_users" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entity_settings_entity" ON "timesheet_entity_settings" USING btree ("tenant_id","legal_entity_id");--> statement-breakpoint
CREATE POLICY "rate_cards_tenant_isolation" ON "rate_cards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "revenue_frozen_days_tenant_isolation" ON "revenue_frozen_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "revenue_period_closes_tenant_isolation" ON "revenue_period_closes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_auto_approval_users_tenant_isolation" ON "timesheet_auto_approval_users" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_entity_settings_tenant_isolation" ON "timesheet_entity_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Custom (issue 17): the seeded HR roles of existing tenants get the revenue keys new tenants get
-- (HR Executive: RevenueDetails; HR Director: also RevenueGlobalAccess and TimesheetAutoApproval).
UPDATE "roles"
SET "permissions" = jsonb_set("permissions", '{WORK_TIMESHEET,sectionAccess,RevenueDetails}', 'true'::jsonb, true)
WHERE "code" IN ('HR_EXECUTIVE', 'HR_DIRECTOR') AND "permissions" ? 'WORK_TIMESHEET'
  AND "permissions"->'WORK_TIMESHEET' ? 'sectionAccess';--> statement-breakpoint
UPDATE "roles"
SET "permissions" = jsonb_set(
      jsonb_set("permissions", '{WORK_TIMESHEET,sectionAccess,TimesheetAutoApproval}', 'true'::jsonb, true),
      '{WORK_TIMESHEET,featureAccess,RevenueGlobalAccess}', 'true'::jsonb, true)
WHERE "code" = 'HR_DIRECTOR' AND "permissions" ? 'WORK_TIMESHEET'
  AND "permissions"->'WORK_TIMESHEET' ? 'sectionAccess' AND "permissions"->'WORK_TIMESHEET' ? 'featureAccess';
