ALTER TABLE "sso_logins" ALTER COLUMN "nonce" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_logins" ALTER COLUMN "code_verifier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "sso_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "slo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "certificates" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD COLUMN "groups_attribute" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "provider_session" jsonb;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "handoff_hash" text;