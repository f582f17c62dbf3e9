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
CREATE POLICY "tasks_tenant_isolation" ON "tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));