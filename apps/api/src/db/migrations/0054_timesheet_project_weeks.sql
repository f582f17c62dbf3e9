CREATE TABLE "timesheet_project_weeks" (
	"tenant_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"status" text NOT NULL,
	"week_start_date" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	CONSTRAINT "timesheet_project_weeks_week_id_project_id_status_pk" PRIMARY KEY("week_id","project_id","status")
);
--> statement-breakpoint
ALTER TABLE "timesheet_project_weeks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "timesheet_project_weeks_queue" ON "timesheet_project_weeks" USING btree ("tenant_id","project_id","status","week_start_date","display_name","week_id");--> statement-breakpoint
CREATE POLICY "timesheet_project_weeks_tenant_isolation" ON "timesheet_project_weeks" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- The rebuild of migrations 0048 and 0052 writes a changed week's project rows too, under the same
-- lock of the week, and a rename rewrites both.
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rebuild(weeks uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE id = ANY(weeks) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM timesheet_client_weeks WHERE week_id = ANY(weeks);
  INSERT INTO timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id, display_name)
    SELECT DISTINCT l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
      FROM timesheet_lines l JOIN projects p ON p.id = l.project_id JOIN timesheet_weeks w ON w.id = l.week_id
      JOIN employees e ON e.id = w.employee_id
     WHERE l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
  DELETE FROM timesheet_project_weeks WHERE week_id = ANY(weeks);
  INSERT INTO timesheet_project_weeks (tenant_id, project_id, week_id, status, week_start_date, employee_id, display_name)
    SELECT DISTINCT l.tenant_id, l.project_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
      FROM timesheet_lines l JOIN timesheet_weeks w ON w.id = l.week_id JOIN employees e ON e.id = w.employee_id
     WHERE l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rename() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE employee_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
  UPDATE timesheet_client_weeks SET display_name = NEW.display_name WHERE employee_id = NEW.id AND display_name IS DISTINCT FROM NEW.display_name;
  UPDATE timesheet_project_weeks SET display_name = NEW.display_name WHERE employee_id = NEW.id AND display_name IS DISTINCT FROM NEW.display_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The weeks written before.
INSERT INTO timesheet_project_weeks (tenant_id, project_id, week_id, status, week_start_date, employee_id, display_name)
  SELECT DISTINCT l.tenant_id, l.project_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
    FROM timesheet_lines l JOIN timesheet_weeks w ON w.id = l.week_id JOIN employees e ON e.id = w.employee_id
   WHERE l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
