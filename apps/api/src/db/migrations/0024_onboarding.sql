CREATE TABLE "consultant_contracts" (
	"employee_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_type_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"billing_rate" numeric(10, 2) NOT NULL,
	"currency_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultant_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_number_counters" (
	"tenant_id" text NOT NULL,
	"prefix" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "employee_number_counters_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "employee_number_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_number_patterns" (
	"tenant_id" text NOT NULL,
	"legal_entity_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"padding" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_number_patterns_tenant_id_legal_entity_id_pk" PRIMARY KEY("tenant_id","legal_entity_id")
);
--> statement-breakpoint
ALTER TABLE "employee_number_patterns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "onboarding_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"step" text NOT NULL,
	"title" text NOT NULL,
	"legal_entity_code" text,
	"data" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_vendor_type_id_master_values_id_fk" FOREIGN KEY ("vendor_type_id") REFERENCES "public"."master_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_number_patterns" ADD CONSTRAINT "employee_number_patterns_legal_entity_id_legal_entities_id_fk" FOREIGN KEY ("legal_entity_id") REFERENCES "public"."legal_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_contracts_end" ON "consultant_contracts" USING btree ("tenant_id","end_date");--> statement-breakpoint
CREATE INDEX "consultant_contracts_vendor_type" ON "consultant_contracts" USING btree ("vendor_type_id") WHERE "consultant_contracts"."vendor_type_id" is not null;--> statement-breakpoint
CREATE INDEX "onboarding_drafts_type" ON "onboarding_drafts" USING btree ("tenant_id","type","updated_at");--> statement-breakpoint
CREATE POLICY "consultant_contracts_tenant_isolation" ON "consultant_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_number_counters_tenant_isolation" ON "employee_number_counters" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_number_patterns_tenant_isolation" ON "employee_number_patterns" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "onboarding_drafts_tenant_isolation" ON "onboarding_drafts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));