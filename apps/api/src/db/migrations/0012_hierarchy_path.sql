ALTER TABLE "employees" ADD COLUMN "hierarchy_path" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hierarchy_depth" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_hierarchy" ON "employees" USING btree ("tenant_id","hierarchy_path" text_pattern_ops,"hierarchy_depth","status","display_name","employee_number","id");--> statement-breakpoint
-- Where each employee stands: the manager's path and one level more. A manager inserted later in
-- the same statement (a bulk load in any order) is not there yet: the employee then starts a line
-- of their own, which the manager's arrival moves under it (below). Changes to a tenant's
-- hierarchy take its hierarchy lock (the one the reporting-manager update takes) until commit, so
-- a manager's path read here cannot be moving in another transaction at the same time.
CREATE OR REPLACE FUNCTION employee_hierarchy_place() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  manager_path text;
  manager_depth integer;
BEGIN
  IF NEW.manager_id IS NOT NULL OR TG_OP = 'UPDATE' THEN
    PERFORM pg_advisory_xact_lock(hashtext('hierarchy:' || NEW.tenant_id));
  END IF;
  IF NEW.manager_id IS NOT NULL THEN
    SELECT hierarchy_path, hierarchy_depth INTO manager_path, manager_depth FROM employees WHERE id = NEW.manager_id;
  END IF;
  IF manager_path IS NULL OR manager_path = '' THEN
    NEW.hierarchy_path := NEW.id::text || '/';
    NEW.hierarchy_depth := 0;
  ELSE
    NEW.hierarchy_path := manager_path || NEW.id::text || '/';
    NEW.hierarchy_depth := manager_depth + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Everyone below moves along: after a change of manager, the rows under the old path; after an
-- insert, the lines of reportees that were waiting for this manager.
CREATE OR REPLACE FUNCTION employee_hierarchy_carry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  here_path text;
  here_depth integer;
  old_upper text;
BEGIN
  SELECT hierarchy_path, hierarchy_depth INTO here_path, here_depth FROM employees WHERE id = NEW.id;
  IF TG_OP = 'UPDATE' THEN
    -- The old subtree as a range of the hierarchy index (its ends computed first: see hierarchy-queries.ts).
    old_upper := OLD.hierarchy_path || chr(1114111);
    UPDATE employees SET
      hierarchy_path = here_path || substr(hierarchy_path, length(OLD.hierarchy_path) + 1),
      hierarchy_depth = hierarchy_depth - OLD.hierarchy_depth + here_depth
    WHERE tenant_id = NEW.tenant_id AND hierarchy_path ~>=~ OLD.hierarchy_path AND hierarchy_path ~<~ old_upper AND id <> NEW.id;
  ELSE
    UPDATE employees d SET
      hierarchy_path = here_path || d.hierarchy_path,
      hierarchy_depth = d.hierarchy_depth + here_depth + 1
    FROM employees waiting
    WHERE waiting.tenant_id = NEW.tenant_id AND waiting.manager_id = NEW.id AND waiting.hierarchy_path = waiting.id::text || '/'
      AND d.tenant_id = NEW.tenant_id AND starts_with(d.hierarchy_path, waiting.hierarchy_path);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER employees_hierarchy_place BEFORE INSERT OR UPDATE OF manager_id ON employees
  FOR EACH ROW EXECUTE FUNCTION employee_hierarchy_place();--> statement-breakpoint
CREATE TRIGGER employees_hierarchy_carry_insert AFTER INSERT ON employees
  FOR EACH ROW EXECUTE FUNCTION employee_hierarchy_carry();--> statement-breakpoint
CREATE TRIGGER employees_hierarchy_carry_update AFTER UPDATE OF manager_id ON employees
  FOR EACH ROW WHEN (OLD.manager_id IS DISTINCT FROM NEW.manager_id) EXECUTE FUNCTION employee_hierarchy_carry();--> statement-breakpoint
-- Existing employees, top down (a loop in old data would stop at 100 levels).
WITH RECURSIVE line AS (
  SELECT id, id::text || '/' AS path, 0 AS depth FROM employees WHERE manager_id IS NULL
  UNION ALL
  SELECT e.id, line.path || e.id::text || '/', line.depth + 1 FROM employees e JOIN line ON e.manager_id = line.id WHERE line.depth < 100
)
UPDATE employees e SET hierarchy_path = line.path, hierarchy_depth = line.depth FROM line WHERE e.id = line.id;--> statement-breakpoint
ANALYZE "employees";
