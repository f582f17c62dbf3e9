-- timesheet_client_weeks says which clients' project lines each week holds waiting, approved or
-- rejected (what a client's approver reads; lines being written are the employee's own). The
-- triggers rebuild the rows of every week where a statement changed such a line, before or after
-- (read from the transition tables, one statement each), and of every week of a project moved to
-- another client. Saving a week's draft lines rebuilds nothing.
-- SECURITY DEFINER: the rows are bookkeeping, written for the changed weeks' own tenant.
-- The weeks are locked first (FOR NO KEY UPDATE, which line inserts' foreign-key checks do not
-- wait for): a second transaction changing lines of the same week rebuilds after the first has
-- committed, from what both wrote, so a row never outlives the lines it stands for.
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rebuild(weeks uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE id = ANY(weeks) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM timesheet_client_weeks WHERE week_id = ANY(weeks);
  INSERT INTO timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id)
    SELECT DISTINCT l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id
      FROM timesheet_lines l JOIN projects p ON p.id = l.project_id JOIN timesheet_weeks w ON w.id = l.week_id
     WHERE l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_client_weeks_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  weeks uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT week_id) INTO weeks FROM new_lines WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT week_id) INTO weeks FROM old_lines WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected');
  ELSE
    SELECT array_agg(DISTINCT week_id) INTO weeks
      FROM (SELECT week_id, kind, status FROM old_lines UNION ALL SELECT week_id, kind, status FROM new_lines) c
     WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected');
  END IF;
  IF weeks IS NOT NULL THEN
    PERFORM timesheet_client_weeks_rebuild(weeks);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheet_lines_client_weeks_insert AFTER INSERT ON timesheet_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_client_weeks_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_client_weeks_update AFTER UPDATE ON timesheet_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_client_weeks_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_client_weeks_delete AFTER DELETE ON timesheet_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_client_weeks_lines();--> statement-breakpoint

CREATE OR REPLACE FUNCTION timesheet_client_weeks_project() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  weeks uuid[];
BEGIN
  SELECT array_agg(DISTINCT week_id) INTO weeks FROM timesheet_lines WHERE project_id = NEW.id AND kind = 'project' AND status IN ('pending', 'approved', 'rejected');
  IF weeks IS NOT NULL THEN
    PERFORM timesheet_client_weeks_rebuild(weeks);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_client_weeks AFTER UPDATE OF client_id ON projects
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION timesheet_client_weeks_project();--> statement-breakpoint

-- The weeks written before the triggers.
INSERT INTO timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id)
  SELECT DISTINCT l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id
    FROM timesheet_lines l JOIN projects p ON p.id = l.project_id JOIN timesheet_weeks w ON w.id = l.week_id
   WHERE l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
