-- The bookkeeping triggers name the tenant in every lookup and join. They run SECURITY DEFINER, so
-- row-level security adds no tenant to their queries, and since 0071 every key leads with tenant_id:
-- a lookup by id (or week) alone would read a whole index. A statement's rows are taken a tenant at a
-- time (in tenant order, so two statements lock in the same order), which is also how Citus wants
-- them: each join on the distribution column stays on one node.

-- Revenue marks (0031).
CREATE OR REPLACE FUNCTION revenue_mark_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
      SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
        FROM old_lines l JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
       WHERE l.status = 'approved' AND l.kind = 'project' AND l.project_id IS NOT NULL
      ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
      SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
        FROM new_lines l JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
       WHERE l.status = 'approved' AND l.kind = 'project' AND l.project_id IS NOT NULL
      ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION revenue_mark_projects() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
      FROM timesheet_lines l JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
     WHERE (l.tenant_id, l.project_id) IN (SELECT tenant_id, project_id FROM changed_cards) AND l.status = 'approved' AND l.kind = 'project'
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION revenue_mark_closes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, c.month
      FROM changed_closes c
      JOIN timesheet_lines l ON l.tenant_id = c.tenant_id AND l.project_id = c.project_id AND l.status = 'approved' AND l.kind = 'project'
      JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id
       AND w.week_start_date BETWEEN c.month - 6 AND (c.month + interval '1 month')::date
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION revenue_mark_designation() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO revenue_dirty_months (tenant_id, project_id, employee_id, month)
    SELECT DISTINCT l.tenant_id, l.project_id, l.employee_id, date_trunc('month', w.week_start_date + d.i)::date
      FROM timesheet_lines l JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id CROSS JOIN (VALUES (0), (6)) d(i)
     WHERE l.tenant_id = NEW.tenant_id AND l.employee_id = NEW.id AND l.status = 'approved' AND l.kind = 'project'
    ON CONFLICT (tenant_id, project_id, employee_id, month) DO UPDATE SET month = excluded.month;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- The client and project queues (0048, 0052, 0054): rebuilt per tenant.
DROP FUNCTION timesheet_client_weeks_rebuild(uuid[]);--> statement-breakpoint
CREATE FUNCTION timesheet_client_weeks_rebuild(tenant text, weeks uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE tenant_id = tenant AND id = ANY(weeks) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM timesheet_client_weeks WHERE tenant_id = tenant AND week_id = ANY(weeks);
  INSERT INTO timesheet_client_weeks (tenant_id, client_id, week_id, status, week_start_date, employee_id, display_name)
    SELECT DISTINCT l.tenant_id, p.client_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
      FROM timesheet_lines l
      JOIN projects p ON p.tenant_id = l.tenant_id AND p.id = l.project_id
      JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id
      JOIN employees e ON e.tenant_id = w.tenant_id AND e.id = w.employee_id
     WHERE l.tenant_id = tenant AND l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
  DELETE FROM timesheet_project_weeks WHERE tenant_id = tenant AND week_id = ANY(weeks);
  INSERT INTO timesheet_project_weeks (tenant_id, project_id, week_id, status, week_start_date, employee_id, display_name)
    SELECT DISTINCT l.tenant_id, l.project_id, l.week_id, l.status, w.week_start_date, w.employee_id, e.display_name
      FROM timesheet_lines l
      JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id
      JOIN employees e ON e.tenant_id = w.tenant_id AND e.id = w.employee_id
     WHERE l.tenant_id = tenant AND l.week_id = ANY(weeks) AND l.kind = 'project' AND l.status IN ('pending', 'approved', 'rejected');
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_client_weeks_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tenant text;
  weeks uuid[];
BEGIN
  -- A transition table exists only for the events that declare it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    FOR tenant, weeks IN
      SELECT tenant_id, array_agg(DISTINCT week_id) FROM new_lines
       WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected') GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM timesheet_client_weeks_rebuild(tenant, weeks);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR tenant, weeks IN
      SELECT tenant_id, array_agg(DISTINCT week_id) FROM old_lines
       WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected') GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM timesheet_client_weeks_rebuild(tenant, weeks);
    END LOOP;
  ELSE
    FOR tenant, weeks IN
      SELECT tenant_id, array_agg(DISTINCT week_id)
        FROM (SELECT tenant_id, week_id, kind, status FROM old_lines UNION ALL SELECT tenant_id, week_id, kind, status FROM new_lines) c
       WHERE kind = 'project' AND status IN ('pending', 'approved', 'rejected') GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM timesheet_client_weeks_rebuild(tenant, weeks);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_client_weeks_project() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  weeks uuid[];
BEGIN
  SELECT array_agg(DISTINCT week_id) INTO weeks FROM timesheet_lines
   WHERE tenant_id = NEW.tenant_id AND project_id = NEW.id AND kind = 'project' AND status IN ('pending', 'approved', 'rejected');
  IF weeks IS NOT NULL THEN
    PERFORM timesheet_client_weeks_rebuild(NEW.tenant_id, weeks);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_client_weeks_rename() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM 1 FROM timesheet_weeks WHERE tenant_id = NEW.tenant_id AND employee_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
  UPDATE timesheet_client_weeks SET display_name = NEW.display_name
   WHERE tenant_id = NEW.tenant_id AND employee_id = NEW.id AND display_name IS DISTINCT FROM NEW.display_name;
  UPDATE timesheet_project_weeks SET display_name = NEW.display_name
   WHERE tenant_id = NEW.tenant_id AND employee_id = NEW.id AND display_name IS DISTINCT FROM NEW.display_name;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- The people of each client (0053): rebuilt per tenant.
DROP FUNCTION client_people_rebuild(uuid[]);--> statement-breakpoint
CREATE FUNCTION client_people_rebuild(tenant text, people uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM client_people_lock(people);
  DELETE FROM client_people WHERE tenant_id = tenant AND employee_id = ANY(people);
  INSERT INTO client_people (tenant_id, client_id, employee_id, sort_name, employee_number)
    SELECT DISTINCT a.tenant_id, p.client_id, a.employee_id, lower(e.display_name), e.employee_number
      FROM project_allocations a
      JOIN projects p ON p.tenant_id = a.tenant_id AND p.id = a.project_id
      JOIN employees e ON e.tenant_id = a.tenant_id AND e.id = a.employee_id
     WHERE a.tenant_id = tenant AND a.employee_id = ANY(people);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_allocations() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tenant text;
  people uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR tenant, people IN SELECT tenant_id, array_agg(DISTINCT employee_id) FROM new_rows GROUP BY 1 ORDER BY 1 LOOP
      PERFORM client_people_rebuild(tenant, people);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR tenant, people IN SELECT tenant_id, array_agg(DISTINCT employee_id) FROM old_rows GROUP BY 1 ORDER BY 1 LOOP
      PERFORM client_people_rebuild(tenant, people);
    END LOOP;
  ELSE
    -- Only a change of person or project moves a row (dates and hours do not).
    FOR tenant, people IN
      SELECT tenant_id, array_agg(DISTINCT person) FROM (
        SELECT o.tenant_id, unnest(ARRAY[o.employee_id, n.employee_id]) AS person
          FROM old_rows o JOIN new_rows n ON n.tenant_id = o.tenant_id AND n.id = o.id
         WHERE o.employee_id <> n.employee_id OR o.project_id <> n.project_id) c
       GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM client_people_rebuild(tenant, people);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_project() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  people uuid[];
BEGIN
  SELECT array_agg(DISTINCT employee_id) INTO people FROM project_allocations WHERE tenant_id = NEW.tenant_id AND project_id = NEW.id;
  IF people IS NOT NULL THEN
    PERFORM client_people_rebuild(NEW.tenant_id, people);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_rename() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM client_people_lock(ARRAY[NEW.id]);
  UPDATE client_people SET sort_name = lower(NEW.display_name), employee_number = NEW.employee_number
   WHERE tenant_id = NEW.tenant_id AND employee_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Month hours (0061).
CREATE OR REPLACE FUNCTION timesheet_month_changes(lines timesheet_lines[], sign int, billable boolean DEFAULT NULL)
RETURNS timesheet_month_change[] LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT array_agg(ROW(l.tenant_id, l.employee_id, w.week_start_date, l.project_id,
                       coalesce(timesheet_month_changes.billable, t.is_billable, false), l.status, l.hours,
                       timesheet_month_changes.sign)::timesheet_month_change)
    FROM unnest(timesheet_month_changes.lines) l
    JOIN timesheet_weeks w ON w.tenant_id = l.tenant_id AND w.id = l.week_id
    LEFT JOIN project_tasks t ON t.tenant_id = l.tenant_id AND t.id = l.task_id
   WHERE l.kind = 'project' AND l.status IN ('approved', 'pending')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_month_hours_task() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  lines timesheet_lines[] := array(SELECT l FROM timesheet_lines l WHERE l.tenant_id = NEW.tenant_id AND l.task_id = NEW.id);
  changes timesheet_month_change[] := timesheet_month_changes(lines, -1, coalesce(OLD.is_billable, false))
                                      || timesheet_month_changes(lines, 1, coalesce(NEW.is_billable, false));
BEGIN
  IF cardinality(changes) > 0 THEN
    PERFORM timesheet_month_hours_apply(changes);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_month_hours_rebuild() RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  first date;
BEGIN
  DELETE FROM timesheet_month_hours;
  FOR first IN SELECT DISTINCT date_trunc('month', week_start_date)::date FROM timesheet_weeks ORDER BY 1 LOOP
    PERFORM timesheet_month_hours_apply(timesheet_month_changes(array(
      SELECT l FROM timesheet_weeks w JOIN timesheet_lines l ON l.tenant_id = w.tenant_id AND l.week_id = w.id
       WHERE w.week_start_date >= first AND w.week_start_date < first + interval '1 month'), 1));
  END LOOP;
END
$$;--> statement-breakpoint

-- A week's first sending and rule approval (0064): refreshed per tenant.
DROP FUNCTION timesheet_weeks_sent_refresh(uuid[]);--> statement-breakpoint
CREATE FUNCTION timesheet_weeks_sent_refresh(tenant text, week_ids uuid[]) RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE timesheet_weeks w SET first_sent_at = s.first_sent, approved_by_rule = s.by_rule
    FROM (SELECT ids.id, min(l.submitted_at) AS first_sent,
                 count(l.id) > 0 AND coalesce(bool_and(EXISTS (
                   SELECT 1 FROM approval_decisions d
                    WHERE d.tenant_id = l.tenant_id AND d.request_type = 'timesheetLine' AND d.request_id = l.id
                      AND d.to_status = 'approved' AND d.decided_by_rule IS NOT NULL)), false) AS by_rule
            FROM (SELECT DISTINCT unnest(week_ids) AS id) ids
            LEFT JOIN timesheet_lines l ON l.tenant_id = tenant AND l.week_id = ids.id
           GROUP BY ids.id) s
   WHERE w.tenant_id = tenant AND w.id = s.id
     -- The week whose delete removes its lines first (timesheet_weeks_lines_first) is left alone: it is going.
     AND w.id::text IS DISTINCT FROM current_setting('tenure.week_deleted', true)
     AND (w.first_sent_at IS DISTINCT FROM s.first_sent OR w.approved_by_rule <> s.by_rule)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tenant text;
  weeks uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR tenant, weeks IN SELECT tenant_id, array_agg(DISTINCT week_id) FROM new_lines GROUP BY 1 ORDER BY 1 LOOP
      PERFORM timesheet_weeks_sent_refresh(tenant, weeks);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR tenant, weeks IN SELECT tenant_id, array_agg(DISTINCT week_id) FROM old_lines GROUP BY 1 ORDER BY 1 LOOP
      PERFORM timesheet_weeks_sent_refresh(tenant, weeks);
    END LOOP;
  ELSE
    -- An edit of hours or a decision changes neither figure; a line sent (or sent again) does.
    FOR tenant, weeks IN
      SELECT tenant_id, array_agg(DISTINCT week) FROM (
        SELECT n.tenant_id, unnest(array[n.week_id, o.week_id]) AS week
          FROM new_lines n JOIN old_lines o ON o.tenant_id = n.tenant_id AND o.id = n.id
         WHERE n.submitted_at IS DISTINCT FROM o.submitted_at OR n.week_id <> o.week_id) c
       GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM timesheet_weeks_sent_refresh(tenant, weeks);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_decisions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  tenant text;
  weeks uuid[];
BEGIN
  FOR tenant, weeks IN
    SELECT l.tenant_id, array_agg(DISTINCT l.week_id)
      FROM new_decisions d JOIN timesheet_lines l ON l.tenant_id = d.tenant_id AND l.id = d.request_id
     WHERE d.request_type = 'timesheetLine' AND (TG_OP = 'UPDATE' OR d.decided_by_rule IS NOT NULL)
     GROUP BY l.tenant_id ORDER BY l.tenant_id
  LOOP
    PERFORM timesheet_weeks_sent_refresh(tenant, weeks);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_lines_first() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM set_config('tenure.week_deleted', OLD.id::text, true);
  DELETE FROM timesheet_lines WHERE tenant_id = OLD.tenant_id AND week_id = OLD.id;
  PERFORM set_config('tenure.week_deleted', '', true);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_rebuild() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE timesheet_weeks w SET first_sent_at = s.first_sent, approved_by_rule = s.by_rule
    FROM (SELECT l.tenant_id, l.week_id, min(l.submitted_at) AS first_sent, count(*) = count(r.request_id) AS by_rule
            FROM timesheet_lines l
            LEFT JOIN (SELECT DISTINCT d.tenant_id, d.request_id FROM approval_decisions d
                        WHERE d.request_type = 'timesheetLine' AND d.to_status = 'approved' AND d.decided_by_rule IS NOT NULL) r
              ON r.tenant_id = l.tenant_id AND r.request_id = l.id
           GROUP BY l.tenant_id, l.week_id) s
   WHERE w.tenant_id = s.tenant_id AND w.id = s.week_id AND (w.first_sent_at IS DISTINCT FROM s.first_sent OR w.approved_by_rule <> s.by_rule)
$$;
