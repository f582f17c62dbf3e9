ALTER TABLE "report_schedules" ADD COLUMN "day_of_month" smallint;--> statement-breakpoint
-- Monthly schedules made before a day could be chosen sent on the 1st.
UPDATE "report_schedules" SET "day_of_month" = 1 WHERE "frequency" = 'monthly';
