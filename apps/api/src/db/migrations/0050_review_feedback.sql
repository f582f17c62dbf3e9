CREATE TABLE "review_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"cycle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"review_id" uuid,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" numeric(2, 1),
	"submitted_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_feedback_kind" CHECK ("review_feedback"."kind" in ('peer', 'upward'))
);
--> statement-breakpoint
ALTER TABLE "review_feedback" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD COLUMN "score_formula" text;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD COLUMN "peer_anonymous" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD COLUMN "feedback_form" jsonb;--> statement-breakpoint
ALTER TABLE "review_cycles" ADD COLUMN "goal_selection" jsonb;--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_cycle_id_review_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."review_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_subject_id_employees_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_reviewer_id_employees_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_requested_by_employees_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_feedback_once" ON "review_feedback" USING btree ("tenant_id","cycle_id","kind","subject_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "review_feedback_reviewer" ON "review_feedback" USING btree ("tenant_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "review_feedback_review" ON "review_feedback" USING btree ("review_id");--> statement-breakpoint
CREATE POLICY "review_feedback_tenant_isolation" ON "review_feedback" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));