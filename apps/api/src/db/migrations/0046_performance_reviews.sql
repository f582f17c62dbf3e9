CREATE TABLE "calibration_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" numeric(2, 1),
	"new_value" numeric(2, 1),
	"reason" text NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calibration_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "calibration_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"group_by" text NOT NULL,
	"group_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calibration_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "review_cycle_members" (
	"tenant_id" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "review_cycle_members_cycle_id_employee_id_pk" PRIMARY KEY("cycle_id","employee_id"),
	CONSTRAINT "review_cycle_members_mode" CHECK ("review_cycle_members"."mode" in ('include', 'exclude'))
);
--> statement-breakpoint
ALTER TABLE "review_cycle_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "review_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"audience" jsonb NOT NULL,
	"reviewer_types" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"rating_scale" jsonb NOT NULL,
	"timeline" jsonb NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"calibration_configuration" jsonb NOT NULL,
	"launch_execution" integer,
	"launched_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cycles_dates" CHECK ("review_cycles"."end_date" >= "review_cycles"."start_date")
);
--> statement-breakpoint
ALTER TABLE "review_cycles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "review_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"review_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"attendee_ids" jsonb NOT NULL,
	"agenda" text NOT NULL,
	"notes" text,
	"scheduled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_meetings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"manager_id" uuid,
	"status" text DEFAULT 'self' NOT NULL,
	"self_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"manager_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"self_rating" numeric(2, 1),
	"manager_rating" numeric(2, 1),
	"practice_head_rating" numeric(2, 1),
	"final_rating" numeric(2, 1),
	"potential" smallint,
	"self_submitted_at" timestamp with time zone,
	"manager_submitted_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_potential" CHECK ("reviews"."potential" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_session_id_calibration_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."calibration_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_sessions" ADD CONSTRAINT "calibration_sessions_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_sessions" ADD CONSTRAINT "calibration_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_members" ADD CONSTRAINT "review_cycle_members_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cycle_members" ADD CONSTRAINT "review_cycle_members_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_meetings" ADD CONSTRAINT "review_meetings_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_meetings" ADD CONSTRAINT "review_meetings_scheduled_by_employees_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_manager_id_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_changes_session" ON "calibration_changes" USING btree ("tenant_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "calibration_changes_review" ON "calibration_changes" USING btree ("tenant_id","review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_sessions_group" ON "calibration_sessions" USING btree ("tenant_id","cycle_id","group_by","group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cycles_name" ON "review_cycles" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "review_meetings_review" ON "review_meetings" USING btree ("tenant_id","review_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_cycle_employee" ON "reviews" USING btree ("tenant_id","cycle_id","employee_id");--> statement-breakpoint
CREATE INDEX "reviews_cycle_manager" ON "reviews" USING btree ("tenant_id","cycle_id","manager_id");--> statement-breakpoint
CREATE INDEX "reviews_employee" ON "reviews" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE POLICY "calibration_changes_tenant_isolation" ON "calibration_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "calibration_sessions_tenant_isolation" ON "calibration_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "review_cycle_members_tenant_isolation" ON "review_cycle_members" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "review_cycles_tenant_isolation" ON "review_cycles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "review_meetings_tenant_isolation" ON "review_meetings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "reviews_tenant_isolation" ON "reviews" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));