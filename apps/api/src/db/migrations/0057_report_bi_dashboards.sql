CREATE TABLE "report_bi_dashboards" (
	"tenant_id" text NOT NULL,
	"report_key" text NOT NULL,
	"provider" text NOT NULL,
	"placement" text NOT NULL,
	"site_url" text NOT NULL,
	"dashboard_id" text NOT NULL,
	"username" text,
	"secret_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "report_bi_dashboards_tenant_id_report_key_pk" PRIMARY KEY("tenant_id","report_key")
);
--> statement-breakpoint
ALTER TABLE "report_bi_dashboards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "report_bi_dashboards_tenant_isolation" ON "report_bi_dashboards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));