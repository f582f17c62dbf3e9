-- Keeps employee_search_words in step with employees: the words of the display name, the employee
-- number, the email and the words of its local part (not the domain, which everyone shares).
CREATE OR REPLACE FUNCTION employee_search_words_of(display_name text, employee_number text, email text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(lower(display_name), '[^[:alnum:]]+') AS w
    UNION ALL SELECT lower(employee_number)
    UNION ALL SELECT lower(email)
    UNION ALL SELECT regexp_split_to_table(lower(split_part(email, '@', 1)), '[^[:alnum:]]+')
  ) words WHERE w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM employee_search_words WHERE employee_id = NEW.id;
  INSERT INTO employee_search_words (tenant_id, employee_id, word)
    SELECT NEW.tenant_id, NEW.id, w FROM employee_search_words_of(NEW.display_name, NEW.employee_number, NEW.email) AS w;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER employees_search_words AFTER INSERT OR UPDATE OF first_name, middle_name, last_name, full_name, employee_number, email
  ON employees FOR EACH ROW EXECUTE FUNCTION employee_search_words_refresh();
--> statement-breakpoint
INSERT INTO employee_search_words (tenant_id, employee_id, word)
  SELECT e.tenant_id, e.id, w FROM employees e, employee_search_words_of(e.display_name, e.employee_number, e.email) AS w;
