CREATE TABLE "client_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"signing_secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_api_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"rows" integer NOT NULL,
	"outcome" text NOT NULL,
	"execution_number" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"vendor_type_id" uuid,
	"contact_name" text,
	"contact_email" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "erp_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"execution_number" integer,
	"trigger" text NOT NULL,
	"adapter" text NOT NULL,
	"file_name" text,
	"started_by" uuid,
	"watermark_before" timestamp NOT NULL,
	"watermark_after" timestamp NOT NULL,
	"received" integer NOT NULL,
	"created" jsonb NOT NULL,
	"updated" jsonb NOT NULL,
	"unchanged" integer NOT NULL,
	"skipped" integer NOT NULL,
	"refused" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_sync_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "erp_sync_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"url" text,
	"username" text,
	"sealed_password" text,
	"schedule_enabled" boolean DEFAULT false NOT NULL,
	"watermark" timestamp DEFAULT '2025-08-01 08:15:15' NOT NULL,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_sync_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE TABLE "exit_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"resignation_id" uuid NOT NULL,
	"sequence" smallint NOT NULL,
	"role" text NOT NULL,
	"approver_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exit_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exit_approver_setup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"role" text NOT NULL,
	"department_id" uuid,
	"approver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offboarding_task_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"legal_entity_id" uuid,
	"department_id" uuid,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_role" text NOT NULL,
	"due_offset_days" integer DEFAULT 0 NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offboarding_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"resignation_id" uuid NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_id" uuid,
	"due_offset_days" integer NOT NULL,
	"due_date" date NOT NULL,
	"mandatory" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "resignations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"submitted_by" uuid,
	"reason" text NOT NULL,
	"comments" text,
	"proposed_last_day" date NOT NULL,
	"notice_last_day" date NOT NULL,
	"notice_days" integer NOT NULL,
	"last_working_day" date,
	"notice_treatment" text,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"approver_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"exit_status" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resignations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD COLUMN "decided_by_rule" text;--> statement-breakpoint
ALTER TABLE "client_api_keys" ADD CONSTRAINT "client_api_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_api_keys" ADD CONSTRAINT "client_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_imports" ADD CONSTRAINT "timesheet_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_type_id_master_values_id_fk" FOREIGN KEY ("vendor_type_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_sync_runs" ADD CONSTRAINT "erp_sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_sync_settings" ADD CONSTRAINT "erp_sync_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" ADD CONSTRAINT "revenue_frozen_days_close_id_revenue_period_closes_id_fk" FOREIGN KEY ("close_id") REFERENCES "public"."revenue_period_closes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_period_closes" ADD CONSTRAINT "revenue_period_closes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" ADD CONSTRAINT "timesheet_auto_approval_users_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ADD CONSTRAINT "timesheet_entity_settings_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_resignation_id_resignations_id_fk" FOREIGN KEY ("resignation_id") REFERENCES "public"."resignations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD CONSTRAINT "offboarding_task_templates_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD CONSTRAINT "offboarding_task_templates_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_resignation_id_resignations_id_fk" FOREIGN KEY ("resignation_id") REFERENCES "public"."resignations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_owner_id_employees_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_completed_by_employees_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_submitted_by_employees_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_api_keys_prefix" ON "client_api_keys" USING btree ("tenant_id","prefix");--> statement-breakpoint
CREATE INDEX "client_api_keys_client" ON "client_api_keys" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "timesheet_imports_created" ON "timesheet_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name" ON "vendors" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "erp_sync_runs_latest" ON "erp_sync_runs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_cards_target_day" ON "rate_cards" USING btree ("tenant_id","project_id","scope",coalesce("designation", ''),coalesce("employee_id"::text, ''),"valid_from");--> statement-breakpoint
CREATE INDEX "revenue_frozen_days_project_day" ON "revenue_frozen_days" USING btree ("tenant_id","project_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "revenue_period_closes_month" ON "revenue_period_closes" USING btree ("tenant_id","project_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_auto_approval_users_employee" ON "timesheet_auto_approval_users" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_entity_settings_entity" ON "timesheet_entity_settings" USING btree ("tenant_id","legal_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exit_approvals_step" ON "exit_approvals" USING btree ("tenant_id","resignation_id","sequence");--> statement-breakpoint
CREATE INDEX "exit_approvals_approver" ON "exit_approvals" USING btree ("tenant_id","approver_id","status");--> statement-breakpoint
CREATE INDEX "exit_approver_setup_entity" ON "exit_approver_setup" USING btree ("tenant_id","legal_entity_id");--> statement-breakpoint
CREATE INDEX "offboarding_task_templates_entity" ON "offboarding_task_templates" USING btree ("tenant_id","legal_entity_id");--> statement-breakpoint
CREATE INDEX "offboarding_tasks_resignation" ON "offboarding_tasks" USING btree ("tenant_id","resignation_id");--> statement-breakpoint
CREATE INDEX "offboarding_tasks_owner" ON "offboarding_tasks" USING btree ("tenant_id","owner_id","status");--> statement-breakpoint
CREATE INDEX "resignations_employee" ON "resignations" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "resignations_status" ON "resignations" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "resignations_approver" ON "resignations" USING btree ("tenant_id","approver_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "resignations_one_open" ON "resignations" USING btree ("tenant_id","employee_id") WHERE "resignations"."status" in ('Submitted', 'Accepted', 'Released');--> statement-breakpoint
CREATE INDEX "timesheet_lines_pending" ON "timesheet_lines" USING btree ("tenant_id","week_id","employee_id") WHERE "timesheet_lines"."status" = 'pending';--> statement-breakpoint
CREATE POLICY "client_api_keys_tenant_isolation" ON "client_api_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_imports_tenant_isolation" ON "timesheet_imports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "vendors_tenant_isolation" ON "vendors" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "erp_sync_runs_tenant_isolation" ON "erp_sync_runs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "erp_sync_settings_tenant_isolation" ON "erp_sync_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "rate_cards_tenant_isolation" ON "rate_cards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "revenue_frozen_days_tenant_isolation" ON "revenue_frozen_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "revenue_period_closes_tenant_isolation" ON "revenue_period_closes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_auto_approval_users_tenant_isolation" ON "timesheet_auto_approval_users" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_entity_settings_tenant_isolation" ON "timesheet_entity_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "exit_approvals_tenant_isolation" ON "exit_approvals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "exit_approver_setup_tenant_isolation" ON "exit_approver_setup" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "offboarding_task_templates_tenant_isolation" ON "offboarding_task_templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "offboarding_tasks_tenant_isolation" ON "offboarding_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "resignations_tenant_isolation" ON "resignations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));