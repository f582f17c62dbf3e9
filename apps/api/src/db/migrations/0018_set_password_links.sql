CREATE TABLE "set_password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "set_password_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "set_password_links" ADD CONSTRAINT "set_password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "set_password_links_token" ON "set_password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "set_password_links_user" ON "set_password_links" USING btree ("user_id");--> statement-breakpoint
CREATE POLICY "set_password_links_tenant_isolation" ON "set_password_links" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));