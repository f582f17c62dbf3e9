CREATE TABLE "employee_search_words" (
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "employee_search_words_employee_id_word_pk" PRIMARY KEY("employee_id","word")
);
--> statement-breakpoint
ALTER TABLE "employee_search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "employees_name_search";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "display_name" text GENERATED ALWAYS AS (coalesce(nullif("employees"."full_name", ''), "employees"."first_name" || ' ' || coalesce("employees"."middle_name" || ' ', '') || "employees"."last_name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(nullif("employees"."full_name", ''), "employees"."first_name" || ' ' || coalesce("employees"."middle_name" || ' ', '') || "employees"."last_name") || ' ' || "employees"."employee_number" || ' ' || "employees"."email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD CONSTRAINT "employee_search_words_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_search_words_prefix" ON "employee_search_words" USING btree ("tenant_id","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "employees_department" ON "employees" USING btree ("tenant_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_location" ON "employees" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "employees_sort_name" ON "employees" USING btree ("tenant_id",lower("display_name"),"employee_number");--> statement-breakpoint
CREATE POLICY "employee_search_words_tenant_isolation" ON "employee_search_words" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));