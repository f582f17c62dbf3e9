CREATE TABLE "offboarding_task_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"task_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resignations" ADD COLUMN "reason_category" text;--> statement-breakpoint
ALTER TABLE "resignations" ADD COLUMN "regretted" boolean;--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ADD CONSTRAINT "offboarding_task_documents_task_id_offboarding_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."offboarding_tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ADD CONSTRAINT "offboarding_task_documents_uploaded_by_employees_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offboarding_task_documents_task" ON "offboarding_task_documents" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE POLICY "offboarding_task_documents_tenant_isolation" ON "offboarding_task_documents" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));