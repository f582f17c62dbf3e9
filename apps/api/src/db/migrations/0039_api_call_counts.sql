CREATE TABLE "api_call_counts" (
	"caller" text NOT NULL,
	"window_start" bigint NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "api_call_counts_caller_window_start_pk" PRIMARY KEY("caller","window_start")
);
