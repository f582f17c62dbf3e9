CREATE TABLE "optional_holiday_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"holiday_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ADD CONSTRAINT "optional_holiday_choices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ADD CONSTRAINT "optional_holiday_choices_holiday_id_policy_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."policy_holidays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "optional_holiday_choices_employee" ON "optional_holiday_choices" USING btree ("tenant_id","employee_id","holiday_id");--> statement-breakpoint
CREATE INDEX "optional_holiday_choices_holiday" ON "optional_holiday_choices" USING btree ("holiday_id");--> statement-breakpoint
CREATE POLICY "optional_holiday_choices_tenant_isolation" ON "optional_holiday_choices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));