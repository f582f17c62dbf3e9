CREATE TABLE "payroll_rate_sets" (
	"tenant_id" text NOT NULL,
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"source" text NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_rate_sets_tenant_id_country_year_pk" PRIMARY KEY("tenant_id","country","year")
);
--> statement-breakpoint
ALTER TABLE "payroll_rate_sets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payroll_simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"subject" text NOT NULL,
	"members" jsonb NOT NULL,
	"scenario_a" jsonb NOT NULL,
	"scenario_b" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_simulations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_rate_sets" ADD CONSTRAINT "payroll_rate_sets_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_simulations" ADD CONSTRAINT "payroll_simulations_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_simulations" ADD CONSTRAINT "payroll_simulations_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_simulations_updated" ON "payroll_simulations" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE POLICY "payroll_rate_sets_tenant_isolation" ON "payroll_rate_sets" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "payroll_simulations_tenant_isolation" ON "payroll_simulations" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));