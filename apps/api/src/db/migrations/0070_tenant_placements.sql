CREATE TABLE "tenant_placements" (
	"tenant_code" text PRIMARY KEY NOT NULL,
	"cluster" text NOT NULL,
	"frozen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_placements" ADD CONSTRAINT "tenant_placements_tenant_code_tenants_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenants"("code") ON DELETE no action ON UPDATE no action;