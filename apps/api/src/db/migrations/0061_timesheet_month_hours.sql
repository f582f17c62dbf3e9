CREATE TABLE "timesheet_month_hours" (
	"tenant_id" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" date NOT NULL,
	"project_id" uuid NOT NULL,
	"billable" boolean NOT NULL,
	"status" text NOT NULL,
	"hours_to_day" numeric(11, 2)[] NOT NULL,
	"hours" numeric(11, 2) NOT NULL,
	CONSTRAINT "timesheet_month_hours_employee_id_month_project_id_billable_status_pk" PRIMARY KEY("employee_id","month","project_id","billable","status")
);
--> statement-breakpoint
ALTER TABLE "timesheet_month_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "timesheet_month_hours_month" ON "timesheet_month_hours" USING btree ("tenant_id","month","status");--> statement-breakpoint
CREATE POLICY "timesheet_month_hours_tenant_isolation" ON "timesheet_month_hours" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- timesheet_month_hours is kept by deltas: a statement that writes project lines (approved or
-- pending) adds their hours, as running totals of the month's days, to the month rows of their person, project, task
-- billability and status, and takes away the hours of the lines it replaced (the transition
-- tables). Concurrent statements add to the same row one after the other (ON CONFLICT DO UPDATE
-- waits for the other's row), so no hours are lost or counted twice. A row whose hours come to
-- nothing is deleted.
-- SECURITY DEFINER: the rows are bookkeeping, written for the changed lines' own tenant.
CREATE TYPE timesheet_month_change AS (
  tenant_id text, employee_id uuid, week_start_date date, project_id uuid, billable boolean, status text, hours real[], sign int
);--> statement-breakpoint
-- A month's running totals from hours on days of the month: element d holds the hours of days 1 to d,
-- so the hours of any days a to b are element b less element a - 1.
CREATE OR REPLACE FUNCTION timesheet_month_running(doms int[], hours numeric[]) RETURNS numeric[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  days numeric[] := array_fill(0::numeric, ARRAY[31]);
BEGIN
  FOR i IN 1 .. coalesce(array_length(doms, 1), 0) LOOP
    days[doms[i]] := days[doms[i]] + hours[i];
  END LOOP;
  FOR d IN 2 .. 31 LOOP
    days[d] := days[d] + days[d - 1];
  END LOOP;
  RETURN days;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_days_add(a numeric[], b numeric[]) RETURNS numeric[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i) FROM unnest(a, b) WITH ORDINALITY t(x, y, i)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_month_hours_apply(changes timesheet_month_change[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO timesheet_month_hours AS m (tenant_id, employee_id, month, project_id, billable, status, hours_to_day, hours)
    SELECT tenant_id, employee_id, month, project_id, billable, status, timesheet_month_running(array_agg(dom), array_agg(h)), sum(h)
      FROM (SELECT c.tenant_id, c.employee_id, date_trunc('month', d.day)::date AS month, c.project_id, c.billable, c.status,
                   extract(day FROM d.day)::int AS dom, sum(c.sign * d.h) AS h
              FROM unnest(changes) c
             CROSS JOIN LATERAL (SELECT c.week_start_date + (u.i::int - 1) AS day, u.h::numeric AS h
                                   FROM unnest(c.hours) WITH ORDINALITY u(h, i) WHERE u.h <> 0) d
             GROUP BY 1, 2, 3, 4, 5, 6, 7) by_day
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 2, 3, 4, 5, 6
    ON CONFLICT (employee_id, month, project_id, billable, status)
    DO UPDATE SET hours_to_day = timesheet_days_add(m.hours_to_day, excluded.hours_to_day), hours = m.hours + excluded.hours;
  DELETE FROM timesheet_month_hours m
   USING (SELECT DISTINCT employee_id FROM unnest(changes)) c
   WHERE m.employee_id = c.employee_id AND m.hours = 0;
END
$$;--> statement-breakpoint
-- The changes a set of lines make (their project lines approved or pending), with a sign: +1 written,
-- -1 taken away; under the billability given, else their task's.
CREATE OR REPLACE FUNCTION timesheet_month_changes(lines timesheet_lines[], sign int, billable boolean DEFAULT NULL)
RETURNS timesheet_month_change[] LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT array_agg(ROW(l.tenant_id, l.employee_id, w.week_start_date, l.project_id,
                       coalesce(timesheet_month_changes.billable, t.is_billable, false), l.status, l.hours,
                       timesheet_month_changes.sign)::timesheet_month_change)
    FROM unnest(timesheet_month_changes.lines) l JOIN timesheet_weeks w ON w.id = l.week_id LEFT JOIN project_tasks t ON t.id = l.task_id
   WHERE l.kind = 'project' AND l.status IN ('approved', 'pending')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_month_hours_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changes timesheet_month_change[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || timesheet_month_changes(array(SELECT ROW(n.*)::timesheet_lines FROM new_lines n), 1);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || timesheet_month_changes(array(SELECT ROW(o.*)::timesheet_lines FROM old_lines o), -1);
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM timesheet_month_hours_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheet_lines_month_hours_insert AFTER INSERT ON timesheet_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_hours_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_month_hours_update AFTER UPDATE ON timesheet_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_hours_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_month_hours_delete AFTER DELETE ON timesheet_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_month_hours_lines();--> statement-breakpoint
-- A week's lines go before the week itself, so that their delete trigger still finds the week's dates
-- (the foreign key's cascade would delete them after it).
CREATE OR REPLACE FUNCTION timesheet_weeks_lines_first() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM timesheet_lines WHERE week_id = OLD.id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheet_weeks_lines_first BEFORE DELETE ON timesheet_weeks
  FOR EACH ROW EXECUTE FUNCTION timesheet_weeks_lines_first();--> statement-breakpoint
-- A task made billable (or not) moves its lines' hours from one billability to the other.
CREATE OR REPLACE FUNCTION timesheet_month_hours_task() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  lines timesheet_lines[] := array(SELECT l FROM timesheet_lines l WHERE l.task_id = NEW.id);
  changes timesheet_month_change[] := timesheet_month_changes(lines, -1, coalesce(OLD.is_billable, false))
                                      || timesheet_month_changes(lines, 1, coalesce(NEW.is_billable, false));
BEGIN
  IF cardinality(changes) > 0 THEN
    PERFORM timesheet_month_hours_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_tasks_month_hours AFTER UPDATE OF is_billable ON project_tasks
  FOR EACH ROW WHEN (coalesce(OLD.is_billable, false) IS DISTINCT FROM coalesce(NEW.is_billable, false)) EXECUTE FUNCTION timesheet_month_hours_task();--> statement-breakpoint
-- Every tenant's month rows from their lines, a month of weeks at a time (the migration, and a seed that
-- wrote lines with the triggers off).
CREATE OR REPLACE FUNCTION timesheet_month_hours_rebuild() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  first date;
BEGIN
  DELETE FROM timesheet_month_hours;
  FOR first IN SELECT DISTINCT date_trunc('month', week_start_date)::date FROM timesheet_weeks ORDER BY 1 LOOP
    PERFORM timesheet_month_hours_apply(timesheet_month_changes(array(
      SELECT l FROM timesheet_weeks w JOIN timesheet_lines l ON l.week_id = w.id
       WHERE w.week_start_date >= first AND w.week_start_date < first + interval '1 month'), 1));
  END LOOP;
END
$$;--> statement-breakpoint
SELECT timesheet_month_hours_rebuild();
--> statement-breakpoint
-- Planned with what the rows hold from the first report on (a fresh table has no statistics).
ANALYZE timesheet_month_hours;
