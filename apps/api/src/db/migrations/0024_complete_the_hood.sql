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
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_checklist_id_onboarding_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."onboarding_checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" ADD CONSTRAINT "onboarding_checklist_templates_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_template_id_onboarding_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."onboarding_checklist_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_owner_employee_id_employees_id_fk" FOREIGN KEY ("owner_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_checklist" ON "onboarding_checklist_tasks" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_open_owner" ON "onboarding_checklist_tasks" USING btree ("tenant_id","owner_employee_id") WHERE "onboarding_checklist_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "onboarding_checklist_tasks_open_role" ON "onboarding_checklist_tasks" USING btree ("tenant_id","owner_role_code") WHERE "onboarding_checklist_tasks"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_checklist_templates_department" ON "onboarding_checklist_templates" USING btree ("tenant_id",coalesce("department_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_checklists_employee" ON "onboarding_checklists" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "onboarding_template_tasks_template" ON "onboarding_template_tasks" USING btree ("template_id","position");--> statement-breakpoint
CREATE POLICY "onboarding_checklist_tasks_tenant_isolation" ON "onboarding_checklist_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_checklist_templates_tenant_isolation" ON "onboarding_checklist_templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_checklists_tenant_isolation" ON "onboarding_checklists" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_settings_tenant_isolation" ON "onboarding_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_template_tasks_tenant_isolation" ON "onboarding_template_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));