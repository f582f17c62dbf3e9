-- Revenue totals per person, project and month (revenue_month_totals) are recomputed on read for
-- the months marked here. Every change that moves revenue marks its months, whoever makes it
-- (approvals, uploads, auto-approval, the external service, rate changes, period closes, a new
-- designation): the triggers read the changed rows as transition tables, one statement each.
-- SECURITY DEFINER: a mark is bookkeeping, written for the changed rows' own tenant.
-- A mark that exists already is updated, not skipped: the row lock makes a revenue read that is
-- taking the marks wait for this change to commit, so it never consumes a mark and prices the
-- months without the change.

-- Approved project lines, before or after the change: both months a week may touch.
CREATE OR REPLACE FUNCTION revenue_mark_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
      SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
        FROM old_lines l JOIN timesheet_weeks w ON w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
       WHERE l.status = 'approved' AND l.kind = 'project' AND l.project_id IS NOT NULL
      ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
      SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
        FROM new_lines l JOIN timesheet_weeks w ON w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
       WHERE l.status = 'approved' AND l.kind = 'project' AND l.project_id IS NOT NULL
      ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheet_lines_revenue_insert AFTER INSERT ON timesheet_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_revenue_update AFTER UPDATE ON timesheet_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_revenue_delete AFTER DELETE ON timesheet_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_lines();--> statement-breakpoint

-- A project's rate cards changed: every month of the project with approved hours (closed months
-- stay frozen, but are cheap to recompute and keep the rule in one place).
CREATE OR REPLACE FUNCTION revenue_mark_projects() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
      FROM timesheet_lines l JOIN timesheet_weeks w ON w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
     WHERE l.project_id IN (SELECT project_id FROM changed_cards) AND l.status = 'approved' AND l.kind = 'project'
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER rate_cards_revenue_insert AFTER INSERT ON rate_cards REFERENCING NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_projects();--> statement-breakpoint
CREATE TRIGGER rate_cards_revenue_update AFTER UPDATE ON rate_cards REFERENCING NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_projects();--> statement-breakpoint
CREATE TRIGGER rate_cards_revenue_delete AFTER DELETE ON rate_cards REFERENCING OLD TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_projects();--> statement-breakpoint

-- A month closed (or reopened): its totals now come from the frozen days.
CREATE OR REPLACE FUNCTION revenue_mark_closes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, c.month
      FROM changed_closes c JOIN timesheet_lines l ON l.project_id = c.project_id AND l.status = 'approved' AND l.kind = 'project'
      JOIN timesheet_weeks w ON w.id = l.week_id AND w.week_start_date BETWEEN c.month - 6 AND (c.month + interval '1 month')::date
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER revenue_period_closes_insert AFTER INSERT ON revenue_period_closes REFERENCING NEW TABLE AS changed_closes
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_closes();--> statement-breakpoint
CREATE TRIGGER revenue_period_closes_delete AFTER DELETE ON revenue_period_closes REFERENCING OLD TABLE AS changed_closes
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_mark_closes();--> statement-breakpoint

-- A role card prices people by their designation: a new designation re-prices their months.
CREATE OR REPLACE FUNCTION revenue_mark_designation() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
      FROM timesheet_lines l JOIN timesheet_weeks w ON w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
     WHERE l.employee_id = NEW.id AND l.status = 'approved' AND l.kind = 'project'
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_revenue_designation AFTER UPDATE OF designation ON employees
  FOR EACH ROW WHEN (OLD.designation IS DISTINCT FROM NEW.designation) EXECUTE FUNCTION revenue_mark_designation();--> statement-breakpoint

-- What is already approved is stale from the start.
INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
  SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
    FROM timesheet_lines l JOIN timesheet_weeks w ON w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
   WHERE l.status = 'approved' AND l.kind = 'project' AND l.project_id IS NOT NULL
  ON CONFLICT DO NOTHING;
