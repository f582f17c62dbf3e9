CREATE TABLE "employee_survey_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"survey_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"title" text NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"legal_entity_ids" uuid[] DEFAULT '{}' NOT NULL,
	"department_ids" uuid[] DEFAULT '{}' NOT NULL,
	"location_ids" uuid[] DEFAULT '{}' NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"reminder_every_days" smallint DEFAULT 3 NOT NULL,
	"last_reminded_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_surveys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "exit_survey_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"resignation_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"response_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"rating" smallint,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_value" text
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_questionnaires" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"assignment_id" uuid,
	"survey_id" uuid,
	"respondent_id" uuid,
	"legal_entity_id" uuid,
	"department_id" uuid,
	"location_id" uuid,
	"submitted_on" date DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ADD CONSTRAINT "employee_survey_participants_survey_id_employee_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."employee_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ADD CONSTRAINT "employee_survey_participants_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_surveys" ADD CONSTRAINT "employee_surveys_questionnaire_id_survey_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."survey_questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_surveys" ADD CONSTRAINT "employee_surveys_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_resignation_id_resignations_id_fk" FOREIGN KEY ("resignation_id") REFERENCES "public"."resignations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_questionnaire_id_survey_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."survey_questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_assigned_by_employees_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questionnaires" ADD CONSTRAINT "survey_questionnaires_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_questionnaire_id_survey_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."survey_questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_assignment_id_exit_survey_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."exit_survey_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_employee_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."employee_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_employees_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_survey_participants_once" ON "employee_survey_participants" USING btree ("tenant_id","survey_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_surveys_dates" ON "employee_surveys" USING btree ("tenant_id","closes_on","opens_on");--> statement-breakpoint
CREATE UNIQUE INDEX "exit_survey_assignments_resignation" ON "exit_survey_assignments" USING btree ("tenant_id","resignation_id");--> statement-breakpoint
CREATE INDEX "exit_survey_assignments_employee" ON "exit_survey_assignments" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE INDEX "survey_answers_response" ON "survey_answers" USING btree ("tenant_id","response_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question" ON "survey_answers" USING btree ("tenant_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_questionnaires_kind" ON "survey_questionnaires" USING btree ("tenant_id","kind","updated_at");--> statement-breakpoint
CREATE INDEX "survey_questions_questionnaire" ON "survey_questions" USING btree ("tenant_id","questionnaire_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_assignment" ON "survey_responses" USING btree ("tenant_id","assignment_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey" ON "survey_responses" USING btree ("tenant_id","survey_id");--> statement-breakpoint
CREATE POLICY "employee_survey_participants_tenant_isolation" ON "employee_survey_participants" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_surveys_tenant_isolation" ON "employee_surveys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "exit_survey_assignments_tenant_isolation" ON "exit_survey_assignments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_answers_tenant_isolation" ON "survey_answers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_questionnaires_tenant_isolation" ON "survey_questionnaires" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_questions_tenant_isolation" ON "survey_questions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "survey_responses_tenant_isolation" ON "survey_responses" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));