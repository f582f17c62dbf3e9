DROP INDEX "legal_entities_code";--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "country_id" text GENERATED ALWAYS AS (upper(split_part(code, '-', 1))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "currency_id" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entities_code" ON "legal_entities" USING btree ("tenant_id",lower("code"));--> statement-breakpoint
-- Entities made before currencies were recorded get their country's currency (the first by code).
UPDATE "legal_entities" le SET "currency_id" = (SELECT min(cc."currency_id") FROM "country_currencies" cc WHERE cc."country_id" = le."country_id") WHERE le."currency_id" IS NULL;
