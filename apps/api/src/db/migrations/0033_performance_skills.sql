CREATE TABLE "company_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"behaviours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_skill_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_skill_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"sub_skill_id" uuid,
	"level" smallint NOT NULL,
	"years_of_experience" numeric(4, 1) NOT NULL,
	"last_used" date NOT NULL,
	"comments" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"approver_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "framework_competencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"framework_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"expected_level" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "framework_competencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "performance_frameworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_frameworks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "performance_kpis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"formula" text NOT NULL,
	"unit" text NOT NULL,
	"target" numeric(14, 2) NOT NULL,
	"direction" text DEFAULT 'higher' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_kpis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "performance_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performance_mappings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "proficiency_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proficiency_levels_level" UNIQUE("tenant_id","level")
);
--> statement-breakpoint
ALTER TABLE "proficiency_levels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "skill_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sub_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"skill_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_skills" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" ADD CONSTRAINT "employee_skill_evidence_employee_skill_id_employee_skills_id_fk" FOREIGN KEY ("employee_skill_id") REFERENCES "public"."employee_skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_sub_skill_id_sub_skills_id_fk" FOREIGN KEY ("sub_skill_id") REFERENCES "public"."sub_skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_approver_id_employees_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_level_fk" FOREIGN KEY ("tenant_id","level") REFERENCES "public"."proficiency_levels"("tenant_id","level") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_framework_id_performance_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."performance_frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_level_fk" FOREIGN KEY ("tenant_id","expected_level") REFERENCES "public"."proficiency_levels"("tenant_id","level") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_skill_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skill_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_skills" ADD CONSTRAINT "sub_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_values_name" ON "company_values" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_skill_evidence_entry" ON "employee_skill_evidence" USING btree ("tenant_id","employee_skill_id");--> statement-breakpoint
CREATE INDEX "employee_skills_employee" ON "employee_skills" USING btree ("tenant_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "employee_skills_approver" ON "employee_skills" USING btree ("tenant_id","approver_id","status");--> statement-breakpoint
CREATE INDEX "employee_skills_matrix" ON "employee_skills" USING btree ("tenant_id","skill_id","level","employee_id") WHERE "employee_skills"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "employee_skills_one_live" ON "employee_skills" USING btree ("tenant_id","employee_id","skill_id") WHERE "employee_skills"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "framework_competencies_skill" ON "framework_competencies" USING btree ("tenant_id","framework_id","skill_id");--> statement-breakpoint
CREATE INDEX "framework_competencies_by_skill" ON "framework_competencies" USING btree ("tenant_id","skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "performance_frameworks_name" ON "performance_frameworks" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "performance_kpis_name" ON "performance_kpis" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "performance_mappings_unique" ON "performance_mappings" USING btree ("tenant_id","subject_type","subject_id","target_type","target_value");--> statement-breakpoint
CREATE INDEX "performance_mappings_target" ON "performance_mappings" USING btree ("tenant_id","target_type","target_value");--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_levels_name" ON "proficiency_levels" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skill_categories_name" ON "skill_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name" ON "skills" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skills_category" ON "skills" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_skills_name" ON "sub_skills" USING btree ("tenant_id","skill_id",lower("name"));--> statement-breakpoint
CREATE POLICY "company_values_tenant_isolation" ON "company_values" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_skill_evidence_tenant_isolation" ON "employee_skill_evidence" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_skills_tenant_isolation" ON "employee_skills" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "framework_competencies_tenant_isolation" ON "framework_competencies" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "performance_frameworks_tenant_isolation" ON "performance_frameworks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "performance_kpis_tenant_isolation" ON "performance_kpis" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "performance_mappings_tenant_isolation" ON "performance_mappings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "proficiency_levels_tenant_isolation" ON "proficiency_levels" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "skill_categories_tenant_isolation" ON "skill_categories" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "skills_tenant_isolation" ON "skills" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "sub_skills_tenant_isolation" ON "sub_skills" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));