CREATE TABLE "leave_request_counts" (
	"tenant_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_request_counts_tenant_id_shard_pk" PRIMARY KEY("tenant_id","shard")
);
--> statement-breakpoint
ALTER TABLE "leave_request_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "consultant_contracts" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_type_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"billing_rate" numeric(10, 2) NOT NULL,
	"currency_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultant_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_number_counters" (
	"tenant_id" text NOT NULL,
	"prefix" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "employee_number_counters_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "employee_number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_number_patterns" (
	"tenant_id" text NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"padding" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_number_patterns_tenant_id_legal_entity_id_pk" PRIMARY KEY("tenant_id","legal_entity_id")
);
--> statement-breakpoint
ALTER TABLE "employee_number_patterns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"step" text NOT NULL,
	"title" text NOT NULL,
	"legal_entity_code" text,
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_checklist_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"checklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_role_code" text,
	"owner_employee_id" uuid,
	"due_date" date NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" uuid
);
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"department_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"external_site_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_template_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_role_code" text,
	"owner_employee_id" uuid,
	"due_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "client_billing_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"billing_entity_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_billing_entities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "client_client_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"client_manager_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_client_managers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_id" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"website" text,
	"address" text,
	"contact_name" text,
	"contact_email" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"role" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"allocation_basis" text NOT NULL,
	"hours_per_week" numeric(8, 2) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"allocated_hours" numeric(8, 2) NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_approvers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_approvers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"legal_entity_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_entities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_history_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"section" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_history_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_managers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"task_id" uuid,
	"name" text NOT NULL,
	"task_type" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"is_billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"project_type_id" uuid,
	"technology_id" uuid,
	"classification_id" uuid,
	"billing_type_id" uuid NOT NULL,
	"billing_entity_id" uuid,
	"status" text DEFAULT 'Active' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"budget_hours" numeric(8, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"task_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"week_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"project_id" uuid,
	"task_id" uuid,
	"hours" real[] NOT NULL,
	"total" real NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"approver_id" uuid,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_lines_week_line" UNIQUE NULLS NOT DISTINCT("week_id","kind","project_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_start_date" date NOT NULL,
	"week_end_date" date NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"was_unsubmitted" boolean DEFAULT false NOT NULL,
	"total_hours" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_vendor_type_id_master_values_id_fk" FOREIGN KEY ("vendor_type_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_number_patterns" ADD CONSTRAINT "employee_number_patterns_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_checklist_id_onboarding_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."onboarding_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" ADD CONSTRAINT "onboarding_checklist_templates_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_template_id_onboarding_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."onboarding_checklist_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_billing_entities" ADD CONSTRAINT "client_billing_entities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_billing_entities" ADD CONSTRAINT "client_billing_entities_billing_entity_id_billing_entities_id_fk" FOREIGN KEY ("billing_entity_id") REFERENCES "public"."billing_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_client_managers" ADD CONSTRAINT "client_client_managers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_client_managers" ADD CONSTRAINT "client_client_managers_client_manager_id_client_managers_id_fk" FOREIGN KEY ("client_manager_id") REFERENCES "public"."client_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_approvers" ADD CONSTRAINT "project_approvers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_approvers" ADD CONSTRAINT "project_approvers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_entities" ADD CONSTRAINT "project_entities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_entities" ADD CONSTRAINT "project_entities_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_history_logs" ADD CONSTRAINT "project_history_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_history_logs" ADD CONSTRAINT "project_history_logs_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_managers" ADD CONSTRAINT "project_managers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_managers" ADD CONSTRAINT "project_managers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_id_master_values_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_technology_id_master_values_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_classification_id_master_values_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_type_id_master_values_id_fk" FOREIGN KEY ("billing_type_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_entity_id_billing_entities_id_fk" FOREIGN KEY ("billing_entity_id") REFERENCES "public"."billing_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_contracts_end" ON "consultant_contracts" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX "consultant_contracts_vendor_type" ON "consultant_contracts" USING btree ("vendor_type_id") WHERE "consultant_contracts"."vendor_type_id" is not null;--> statement-breakpoint
CREATE INDEX "onboarding_drafts_type" ON "onboarding_drafts" USING btree ("tenant_id","type","updated_at");--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_checklist" ON "onboarding_checklist_tasks" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_open_owner" ON "onboarding_checklist_tasks" USING btree ("tenant_id","owner_employee_id") WHERE "onboarding_checklist_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_open_role" ON "onboarding_checklist_tasks" USING btree ("tenant_id","owner_role_code") WHERE "onboarding_checklist_tasks"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_checklist_templates_department" ON "onboarding_checklist_templates" USING btree ("tenant_id",coalesce("department_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_checklists_employee" ON "onboarding_checklists" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "onboarding_template_tasks_template" ON "onboarding_template_tasks" USING btree ("template_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "client_billing_entities_pair" ON "client_billing_entities" USING btree ("tenant_id","client_id","billing_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_client_managers_pair" ON "client_client_managers" USING btree ("tenant_id","client_id","client_manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_code" ON "clients" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_name" ON "clients" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_allocations_project" ON "project_allocations" USING btree ("tenant_id","project_id","start_date");--> statement-breakpoint
CREATE INDEX "project_allocations_employee" ON "project_allocations" USING btree ("tenant_id","employee_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "project_approvers_pair" ON "project_approvers" USING btree ("tenant_id","project_id","employee_id");--> statement-breakpoint
CREATE INDEX "project_approvers_employee" ON "project_approvers" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_entities_pair" ON "project_entities" USING btree ("tenant_id","project_id","legal_entity_id");--> statement-breakpoint
CREATE INDEX "project_history_logs_project" ON "project_history_logs" USING btree ("tenant_id","project_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_managers_pair" ON "project_managers" USING btree ("tenant_id","project_id","employee_id");--> statement-breakpoint
CREATE INDEX "project_managers_employee" ON "project_managers" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_tasks_name" ON "project_tasks" USING btree ("tenant_id","project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "project_tasks_project" ON "project_tasks" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code" ON "projects" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name" ON "projects" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_client" ON "projects" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_name" ON "tasks" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "timesheet_lines_approver_status" ON "timesheet_lines" USING btree ("tenant_id","approver_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "timesheet_lines_project" ON "timesheet_lines" USING btree ("tenant_id","project_id","status") WHERE "timesheet_lines"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "timesheet_weeks_employee_week" ON "timesheet_weeks" USING btree ("tenant_id","employee_id","week_start_date");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_week_status" ON "timesheet_weeks" USING btree ("tenant_id","week_start_date","status");--> statement-breakpoint
CREATE POLICY "leave_request_counts_tenant_isolation" ON "leave_request_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "consultant_contracts_tenant_isolation" ON "consultant_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_number_counters_tenant_isolation" ON "employee_number_counters" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_number_patterns_tenant_isolation" ON "employee_number_patterns" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_drafts_tenant_isolation" ON "onboarding_drafts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_checklist_tasks_tenant_isolation" ON "onboarding_checklist_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_checklist_templates_tenant_isolation" ON "onboarding_checklist_templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_checklists_tenant_isolation" ON "onboarding_checklists" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_settings_tenant_isolation" ON "onboarding_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_template_tasks_tenant_isolation" ON "onboarding_template_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "client_billing_entities_tenant_isolation" ON "client_billing_entities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "client_client_managers_tenant_isolation" ON "client_client_managers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "clients_tenant_isolation" ON "clients" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_allocations_tenant_isolation" ON "project_allocations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_approvers_tenant_isolation" ON "project_approvers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_entities_tenant_isolation" ON "project_entities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_history_logs_tenant_isolation" ON "project_history_logs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_managers_tenant_isolation" ON "project_managers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "project_tasks_tenant_isolation" ON "project_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "projects_tenant_isolation" ON "projects" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tasks_tenant_isolation" ON "tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_lines_tenant_isolation" ON "timesheet_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "timesheet_weeks_tenant_isolation" ON "timesheet_weeks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));