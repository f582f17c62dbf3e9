ALTER TABLE "timesheet_weeks" ADD COLUMN "first_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD COLUMN "approved_by_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- What the Timesheets Compliance report reads of a week, kept on the week so that the report reads weeks, not
-- every line of the range and every rule decision ever made: when its first line was sent, and whether a rule
-- approved every one of its lines. Refreshed for the weeks whose lines or rule decisions a statement touched.
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_refresh(week_ids uuid[]) RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE timesheet_weeks w SET first_sent_at = s.first_sent, approved_by_rule = s.by_rule
    FROM (SELECT ids.id, min(l.submitted_at) AS first_sent,
                 count(l.id) > 0 AND coalesce(bool_and(EXISTS (
                   SELECT 1 FROM approval_decisions d
                    WHERE d.tenant_id = l.tenant_id AND d.request_type = 'timesheetLine' AND d.request_id = l.id
                      AND d.to_status = 'approved' AND d.decided_by_rule IS NOT NULL)), false) AS by_rule
            FROM (SELECT DISTINCT unnest(week_ids) AS id) ids LEFT JOIN timesheet_lines l ON l.week_id = ids.id
           GROUP BY ids.id) s
   WHERE w.id = s.id
     -- The week whose delete removes its lines first (timesheet_weeks_lines_first) is left alone: it is going.
     AND w.id::text IS DISTINCT FROM current_setting('tenure.week_deleted', true)
     AND (w.first_sent_at IS DISTINCT FROM s.first_sent OR w.approved_by_rule <> s.by_rule)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_lines() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM timesheet_weeks_sent_refresh(array(SELECT n.week_id FROM new_lines n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM timesheet_weeks_sent_refresh(array(SELECT o.week_id FROM old_lines o));
  ELSE
    -- An edit of hours or a decision changes neither figure; a line sent (or sent again) does.
    PERFORM timesheet_weeks_sent_refresh(array(
      SELECT unnest(array[n.week_id, o.week_id]) FROM new_lines n JOIN old_lines o ON o.id = n.id
       WHERE n.submitted_at IS DISTINCT FROM o.submitted_at OR n.week_id <> o.week_id));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timesheet_lines_week_sent_insert AFTER INSERT ON timesheet_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_weeks_sent_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_week_sent_update AFTER UPDATE ON timesheet_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_weeks_sent_lines();--> statement-breakpoint
CREATE TRIGGER timesheet_lines_week_sent_delete AFTER DELETE ON timesheet_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_weeks_sent_lines();--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_decisions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM timesheet_weeks_sent_refresh(array(
    SELECT l.week_id FROM new_decisions d JOIN timesheet_lines l ON l.id = d.request_id
     WHERE d.request_type = 'timesheetLine' AND (TG_OP = 'UPDATE' OR d.decided_by_rule IS NOT NULL)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER approval_decisions_week_sent_insert AFTER INSERT ON approval_decisions REFERENCING NEW TABLE AS new_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_weeks_sent_decisions();--> statement-breakpoint
CREATE TRIGGER approval_decisions_week_sent_update AFTER UPDATE ON approval_decisions REFERENCING NEW TABLE AS new_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION timesheet_weeks_sent_decisions();--> statement-breakpoint
-- Marks the week whose lines go first (migration 0061) so that their delete trigger does not update it: a row
-- changed by a trigger of its own delete cannot be deleted.
CREATE OR REPLACE FUNCTION timesheet_weeks_lines_first() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM set_config('tenure.week_deleted', OLD.id::text, true);
  DELETE FROM timesheet_lines WHERE week_id = OLD.id;
  PERFORM set_config('tenure.week_deleted', '', true);
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Every week's figures from its lines (the migration, and a seed that wrote lines with the triggers off).
CREATE OR REPLACE FUNCTION timesheet_weeks_sent_rebuild() RETURNS void LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE timesheet_weeks w SET first_sent_at = s.first_sent, approved_by_rule = s.by_rule
    FROM (SELECT l.week_id, min(l.submitted_at) AS first_sent, count(*) = count(r.request_id) AS by_rule
            FROM timesheet_lines l
            LEFT JOIN (SELECT DISTINCT d.tenant_id, d.request_id FROM approval_decisions d
                        WHERE d.request_type = 'timesheetLine' AND d.to_status = 'approved' AND d.decided_by_rule IS NOT NULL) r
              ON r.tenant_id = l.tenant_id AND r.request_id = l.id
           GROUP BY l.week_id) s
   WHERE w.id = s.week_id AND (w.first_sent_at IS DISTINCT FROM s.first_sent OR w.approved_by_rule <> s.by_rule)
$$;--> statement-breakpoint
SELECT timesheet_weeks_sent_rebuild();
