CREATE TABLE "goal_library_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"goal_type_id" uuid NOT NULL,
	"department_id" uuid,
	"designation" text,
	"key_results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_library_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "goal_masters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goal_masters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "goal_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_periods_dates" CHECK ("goal_periods"."end_date" >= "goal_periods"."start_date")
);
--> statement-breakpoint
ALTER TABLE "goal_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"period_id" uuid NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"goal_type_id" uuid,
	"goal_status_id" uuid,
	"owner_id" uuid,
	"parent_id" uuid,
	"weight" numeric(5, 2) DEFAULT 100 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"progress" numeric(5, 1) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"approver_id" uuid,
	"created_by" uuid,
	"template_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_dates" CHECK ("goals"."end_date" >= "goals"."start_date")
);
--> statement-breakpoint
ALTER TABLE "goals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "key_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"goal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"unit" text NOT NULL,
	"start_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"target_value" numeric(14, 2) NOT NULL,
	"current_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_results" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "goal_library_templates" ADD CONSTRAINT "goal_library_templates_goal_type_id_goal_masters_id_fk" FOREIGN KEY ("goal_type_id") REFERENCES "public"."goal_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_library_templates" ADD CONSTRAINT "goal_library_templates_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_period_id_goal_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."goal_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_goal_type_id_goal_masters_id_fk" FOREIGN KEY ("goal_type_id") REFERENCES "public"."goal_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_goal_status_id_goal_masters_id_fk" FOREIGN KEY ("goal_status_id") REFERENCES "public"."goal_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_id_employees_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_template_id_goal_library_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."goal_library_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_parent_id_goals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_library_templates_title" ON "goal_library_templates" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "goal_masters_name" ON "goal_masters" USING btree ("tenant_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "goal_periods_name" ON "goal_periods" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "goals_owner" ON "goals" USING btree ("tenant_id","owner_id","period_id");--> statement-breakpoint
CREATE INDEX "goals_parent" ON "goals" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "goals_approver" ON "goals" USING btree ("tenant_id","approver_id","status");--> statement-breakpoint
CREATE INDEX "goals_level" ON "goals" USING btree ("tenant_id","level","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_template_once" ON "goals" USING btree ("tenant_id","template_id","owner_id","period_id");--> statement-breakpoint
CREATE INDEX "key_results_goal" ON "key_results" USING btree ("tenant_id","goal_id");--> statement-breakpoint
CREATE POLICY "goal_library_templates_tenant_isolation" ON "goal_library_templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "goal_masters_tenant_isolation" ON "goal_masters" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "goal_periods_tenant_isolation" ON "goal_periods" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "goals_tenant_isolation" ON "goals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "key_results_tenant_isolation" ON "key_results" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));