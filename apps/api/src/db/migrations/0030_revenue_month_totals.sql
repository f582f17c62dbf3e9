CREATE TABLE "revenue_dirty_months" (
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "revenue_dirty_months_tenant_id_project_id_employee_id_month_pk" PRIMARY KEY("tenant_id","project_id","employee_id","month")
);
--> statement-breakpoint
ALTER TABLE "revenue_dirty_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "revenue_month_totals" (
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"hours" real NOT NULL,
	"unpriced_hours" real NOT NULL,
	"revenue" numeric(16, 2) NOT NULL,
	"cost" numeric(16, 2) NOT NULL,
	"frozen" boolean NOT NULL,
	CONSTRAINT "revenue_month_totals_tenant_id_project_id_employee_id_month_pk" PRIMARY KEY("tenant_id","project_id","employee_id","month")
);
--> statement-breakpoint
ALTER TABLE "revenue_month_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "revenue_month_totals_month" ON "revenue_month_totals" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE POLICY "revenue_dirty_months_tenant_isolation" ON "revenue_dirty_months" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "revenue_month_totals_tenant_isolation" ON "revenue_month_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));