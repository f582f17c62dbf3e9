-- A client's queue orders its weeks by week, then by the employee's name. Reading that order needed
-- every waiting week's employee (a busy week's hundreds, for a page of 20): the rows now carry the
-- name, and the queue index holds the whole order, so a page reads a page of the index.
ALTER TABLE "timesheet_client_weeks" ADD COLUMN "display_name" text;--> statement-breakpoint
UPDATE "timesheet_client_weeks" cw SET "display_name" = e.display_name FROM employees e WHERE e.id = cw.employee_id;--> statement-breakpoint
ALTER TABLE "timesheet_client_weeks" ALTER COLUMN "display_name" SET NOT NULL;--> statement-breakpoint
DROP INDEX "timesheet_client_weeks_queue";--> statement-breakpoint
CREATE INDEX "timesheet_client_weeks_queue" ON "timesheet_client_weeks" USING btree ("tenant_id","client_id","status","week_start_date","display_name","week_id");--> statement-breakpoint
-- The rebuild of migration 0048, writing the name too.
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rebuild(weeks uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE id = ANY(weeks) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM timesheet_client_weeks WHERE week_id = ANY(weeks);
  INSERT INTO timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id, display_name)
    SELECT DISTINCT l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
      FROM timesheet_lines l JOIN projects p ON p.id = l.project_id JOIN timesheet_weeks w ON w.id = l.week_id
      JOIN employees e ON e.id = w.employee_id
     WHERE l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
END
$$;--> statement-breakpoint
-- A renamed employee's rows take the new name. The employee's weeks are locked first, in the
-- rebuild's order: a rebuild under way finishes first and its rows are renamed here; one that
-- starts later waits for the rename to commit and reads the new name.
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rename() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE employee_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
  UPDATE timesheet_client_weeks SET display_name = NEW.display_name WHERE employee_id = NEW.id AND display_name IS DISTINCT FROM NEW.display_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The display name is generated from these columns (a generated column is never an UPDATE's target).
CREATE TRIGGER employees_client_weeks_rename AFTER UPDATE OF first_name, middle_name, last_name, full_name ON employees
  FOR EACH ROW WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name) EXECUTE FUNCTION timesheet_client_weeks_rename();
