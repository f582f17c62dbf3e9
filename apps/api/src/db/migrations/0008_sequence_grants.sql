-- Serial columns (jobs.execution_number) draw from sequences; the request role needs to use them.
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tenure_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tenure_app;
