CREATE TABLE "client_people" (
	"tenant_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"sort_name" text NOT NULL,
	"employee_number" text NOT NULL,
	CONSTRAINT "client_people_client_id_employee_id_pk" PRIMARY KEY("client_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "client_people" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "client_people_order" ON "client_people" USING btree ("tenant_id","client_id","sort_name","employee_number");--> statement-breakpoint
CREATE POLICY "client_people_tenant_isolation" ON "client_people" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- client_people: the people allocated to each client's projects, in the order the client reads
-- them. A change to allocations (a project moved to another client included) rebuilds the rows of
-- the people it touched; a change to a person's name or number rewrites their rows. Each person's
-- rows are rebuilt under a lock of their own (an advisory one, taken in id order), so two
-- transactions changing one person's allocations, or their name, rebuild one after the other from
-- what the first committed. SECURITY DEFINER: the rows are bookkeeping, written for the tenant of
-- the changed allocations.
CREATE OR REPLACE FUNCTION client_people_lock(people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('client_people:' || p::text)) FROM (SELECT DISTINCT p FROM unnest(people) p ORDER BY p) s;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_rebuild(people uuid[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM client_people_lock(people);
  DELETE FROM client_people WHERE employee_id = ANY(people);
  INSERT INTO client_people (tenant_id, client_id, employee_id, sort_name, employee_number)
    SELECT DISTINCT a.tenant_id, p.client_id, a.employee_id, lower(e.display_name), e.employee_number
      FROM project_allocations a JOIN projects p ON p.id = a.project_id JOIN employees e ON e.id = a.employee_id
     WHERE a.employee_id = ANY(people);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_allocations() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  people uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT employee_id) INTO people FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT employee_id) INTO people FROM old_rows;
  ELSE
    -- Only a change of person or project moves a row (dates and hours do not).
    SELECT array_agg(DISTINCT person) INTO people FROM (
      SELECT unnest(ARRAY[o.employee_id, n.employee_id]) AS person FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.employee_id <> n.employee_id OR o.project_id <> n.project_id) c;
  END IF;
  IF people IS NOT NULL THEN
    PERFORM client_people_rebuild(people);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER project_allocations_client_people_insert AFTER INSERT ON project_allocations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_people_allocations();--> statement-breakpoint
CREATE TRIGGER project_allocations_client_people_update AFTER UPDATE ON project_allocations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_people_allocations();--> statement-breakpoint
CREATE TRIGGER project_allocations_client_people_delete AFTER DELETE ON project_allocations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_people_allocations();--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_project() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  people uuid[];
BEGIN
  SELECT array_agg(DISTINCT employee_id) INTO people FROM project_allocations WHERE project_id = NEW.id;
  IF people IS NOT NULL THEN
    PERFORM client_people_rebuild(people);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER projects_client_people AFTER UPDATE OF client_id ON projects
  FOR EACH ROW WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION client_people_project();--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_people_rename() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM client_people_lock(ARRAY[NEW.id]);
  UPDATE client_people SET sort_name = lower(NEW.display_name), employee_number = NEW.employee_number WHERE employee_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The display name is generated from the name columns (a generated column is never an UPDATE's target).
CREATE TRIGGER employees_client_people_rename AFTER UPDATE OF first_name, middle_name, last_name, full_name, employee_number ON employees
  FOR EACH ROW WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.employee_number IS DISTINCT FROM NEW.employee_number)
  EXECUTE FUNCTION client_people_rename();--> statement-breakpoint
-- The allocations made before the triggers.
INSERT INTO client_people (tenant_id, client_id, employee_id, sort_name, employee_number)
  SELECT DISTINCT a.tenant_id, p.client_id, a.employee_id, lower(e.display_name), e.employee_number
    FROM project_allocations a JOIN projects p ON p.id = a.project_id JOIN employees e ON e.id = a.employee_id;
