-- A bulk load of employees in one transaction was quadratic, for three reasons:
-- 1. The employee triggers' statements are planned once per connection and kept (PL/pgSQL plan
--    cache). Planned while a table was still empty or small, they keep scanning it whole after it
--    has grown: every inserted employee scanned all the search words and all the employees before
--    it (a 20,000-employee load into a new database took over 4 minutes for a single batch of
--    1,000). Each is now planned for the table as it is at each call (custom plans; planning the
--    few short statements costs far less than one such scan).
-- 2. A new employee's search words were deleted before being written, although a new employee
--    has none: on a table without statistics the delete was planned on the prefix index, which
--    does not lead with the employee, and read every word of the tenant. Only an update deletes.
-- 3. An insert carried waiting reportee lines along with a join on starts_with, which no index
--    serves. Now the waiting lines are found through the manager index (usually none) and each is
--    moved as one range of the hierarchy index, its ends computed first (see hierarchy-queries.ts:
--    under row-level security a computed bound would not bound the scan).
CREATE OR REPLACE FUNCTION employee_hierarchy_carry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  here_path text;
  here_depth integer;
  moved_path text;
  moved_upper text;
BEGIN
  SELECT hierarchy_path, hierarchy_depth INTO here_path, here_depth FROM employees WHERE id = NEW.id;
  IF TG_OP = 'UPDATE' THEN
    -- The old subtree moves under the new path.
    moved_upper := OLD.hierarchy_path || chr(1114111);
    UPDATE employees SET
      hierarchy_path = here_path || substr(hierarchy_path, length(OLD.hierarchy_path) + 1),
      hierarchy_depth = hierarchy_depth - OLD.hierarchy_depth + here_depth
    WHERE tenant_id = NEW.tenant_id AND hierarchy_path ~>=~ OLD.hierarchy_path AND hierarchy_path ~<~ moved_upper AND id <> NEW.id;
  ELSE
    -- Reportees inserted before their manager started lines of their own: each moves under it.
    FOR moved_path IN
      SELECT hierarchy_path FROM employees
      WHERE tenant_id = NEW.tenant_id AND manager_id = NEW.id AND hierarchy_path = id::text || '/'
    LOOP
      moved_upper := moved_path || chr(1114111);
      UPDATE employees SET
        hierarchy_path = here_path || hierarchy_path,
        hierarchy_depth = hierarchy_depth + here_depth + 1
      WHERE tenant_id = NEW.tenant_id AND hierarchy_path ~>=~ moved_path AND hierarchy_path ~<~ moved_upper;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM employee_search_words WHERE employee_id = NEW.id;
  END IF;
  INSERT INTO employee_search_words (tenant_id, employee_id, word, kind, active, sort_name, employee_number)
    SELECT NEW.tenant_id, NEW.id, w.word, w.kind, NEW.status <> 'Inactive', lower(NEW.display_name), NEW.employee_number
    FROM employee_search_words_of(NEW.display_name, NEW.employee_number, NEW.email) AS w;
  RETURN NULL;
END
$$;--> statement-breakpoint
ALTER FUNCTION employee_hierarchy_carry() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION employee_hierarchy_place() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION employee_search_words_refresh() SET plan_cache_mode = force_custom_plan;
