CREATE TABLE "esop_exercise_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"options" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "finance_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payslips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tax_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"financial_year" text NOT NULL,
	"regime" text NOT NULL,
	"declarations" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_declarations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "esop_allotments_employee";--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "strike_price" numeric(14, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "cliff_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "vesting_months" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "period_months" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD COLUMN "granted_by" uuid;--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_grant_id_esop_allotments_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."esop_allotments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esop_exercise_requests_grant" ON "esop_exercise_requests" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "esop_exercise_requests_status" ON "esop_exercise_requests" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "finance_links_country" ON "finance_links" USING btree ("tenant_id","country","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_employee_month" ON "payslips" USING btree ("employee_id","month");--> statement-breakpoint
CREATE INDEX "payslips_month" ON "payslips" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_employee_year" ON "tax_declarations" USING btree ("employee_id","financial_year");--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD CONSTRAINT "esop_allotments_granted_by_employees_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esop_allotments_employee" ON "esop_allotments" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE POLICY "esop_exercise_requests_tenant_isolation" ON "esop_exercise_requests" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "finance_links_tenant_isolation" ON "finance_links" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "payslips_tenant_isolation" ON "payslips" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tax_declarations_tenant_isolation" ON "tax_declarations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));