CREATE TABLE "payload_envelopes_used" (
	"key_id" text NOT NULL,
	"mac" text NOT NULL,
	CONSTRAINT "payload_envelopes_used_key_id_mac_pk" PRIMARY KEY("key_id","mac")
);
--> statement-breakpoint
ALTER TABLE "payload_envelopes_used" ADD CONSTRAINT "payload_envelopes_used_key_id_payload_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."payload_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Like payload_keys: used by the API's own connection before any tenant is known, never by the request role.
REVOKE ALL ON payload_envelopes_used FROM tenure_app;
