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
CREATE POLICY "exit_approvals_tenant_isolation" ON "exit_approvals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "exit_approver_setup_tenant_isolation" ON "exit_approver_setup" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "offboarding_task_templates_tenant_isolation" ON "offboarding_task_templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "offboarding_tasks_tenant_isolation" ON "offboarding_tasks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "resignations_tenant_isolation" ON "resignations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));