CREATE TABLE "leave_request_counts" (
	"tenant_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leave_request_counts_tenant_id_shard_pk" PRIMARY KEY("tenant_id","shard")
);
--> statement-breakpoint
ALTER TABLE "leave_request_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "leave_request_counts_tenant_isolation" ON "leave_request_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));