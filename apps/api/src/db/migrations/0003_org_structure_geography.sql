CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"state_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_currencies" (
	"country_id" text NOT NULL,
	"currency_id" text NOT NULL,
	CONSTRAINT "country_currencies_country_id_currency_id_pk" PRIMARY KEY("country_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"country_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"master_type" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"description" text,
	"order_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "biz_comp_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"biz_comp_master_id" uuid NOT NULL,
	"parent_biz_comp_detail_id" uuid,
	"name" text NOT NULL,
	"order_id" integer,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_comp_details" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "biz_comp_masters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"order_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_comp_masters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_profile_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"section" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_profile_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_profile_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"self_editable_sections" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_profile_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"location_id" uuid,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quick_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quick_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"clock_in_at" timestamp with time zone NOT NULL,
	"clock_out_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"work_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esop_allotments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"grant_date" date NOT NULL,
	"units" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esop_allotments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "esop_documents" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esop_documents_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind")
);
--> statement-breakpoint
ALTER TABLE "esop_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "departments_name";--> statement-breakpoint
DROP INDEX "locations_name";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "date_of_incorporation" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "country_id" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "city_id" uuid;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_currencies" ADD CONSTRAINT "country_currencies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_currencies" ADD CONSTRAINT "country_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_comp_details" ADD CONSTRAINT "biz_comp_details_biz_comp_master_id_biz_comp_masters_id_fk" FOREIGN KEY ("biz_comp_master_id") REFERENCES "public"."biz_comp_masters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_comp_details" ADD CONSTRAINT "biz_comp_details_parent_biz_comp_detail_id_biz_comp_details_id_fk" FOREIGN KEY ("parent_biz_comp_detail_id") REFERENCES "public"."biz_comp_details"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profile_sections" ADD CONSTRAINT "employee_profile_sections_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD CONSTRAINT "esop_allotments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name" ON "cities" USING btree ("tenant_id","state_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cities_state" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE UNIQUE INDEX "states_name" ON "states" USING btree ("tenant_id","country_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_values_name" ON "master_values" USING btree ("tenant_id","master_type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "biz_comp_details_name" ON "biz_comp_details" USING btree ("tenant_id","biz_comp_master_id",coalesce("parent_biz_comp_detail_id"::text, ''),lower("name"));--> statement-breakpoint
CREATE INDEX "biz_comp_details_parent" ON "biz_comp_details" USING btree ("tenant_id","parent_biz_comp_detail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_comp_masters_name" ON "biz_comp_masters" USING btree ("tenant_id",lower("display_name"));--> statement-breakpoint
CREATE INDEX "employee_documents_employee" ON "employee_documents" USING btree ("tenant_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_profile_sections_section" ON "employee_profile_sections" USING btree ("employee_id","section");--> statement-breakpoint
CREATE INDEX "holidays_date" ON "holidays" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sessions_one_open" ON "attendance_sessions" USING btree ("employee_id") WHERE "attendance_sessions"."clock_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_sessions_day" ON "attendance_sessions" USING btree ("tenant_id","employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "esop_allotments_employee" ON "esop_allotments" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_sibling_name" ON "departments" USING btree ("tenant_id",coalesce("parent_id"::text, ''),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name" ON "locations" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE POLICY "cities_tenant_isolation" ON "cities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "states_tenant_isolation" ON "states" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "master_values_tenant_isolation" ON "master_values" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "biz_comp_details_tenant_isolation" ON "biz_comp_details" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "biz_comp_masters_tenant_isolation" ON "biz_comp_masters" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_documents_tenant_isolation" ON "employee_documents" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_profile_sections_tenant_isolation" ON "employee_profile_sections" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "employee_profile_settings_tenant_isolation" ON "employee_profile_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "holidays_tenant_isolation" ON "holidays" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "quick_links_tenant_isolation" ON "quick_links" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "attendance_sessions_tenant_isolation" ON "attendance_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "esop_allotments_tenant_isolation" ON "esop_allotments" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "esop_documents_tenant_isolation" ON "esop_documents" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));