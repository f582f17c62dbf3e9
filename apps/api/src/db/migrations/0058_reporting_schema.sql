-- The `reporting` schema: read-only views for a tenant's own BI tool (issue 34, "Bring your own BI").
-- A per-tenant login role (`npm run tenant -- reporting-role <tenant>`, PostgreSQL only) is a member
-- of tenure_reporting, which may read these views and nothing else. Each view keeps the rows of the
-- tenant that reporting.role_tenants maps the connected role to; an unmapped role sees no row.
-- The views run with their owner's rights (the migration's role, outside row-level security), so the
-- filter is theirs, never a setting the connection could change (app.tenant_id is not trusted here);
-- security_barrier keeps a caller's own functions from seeing rows before that filter.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tenure_reporting') THEN
    CREATE ROLE tenure_reporting NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS reporting;
--> statement-breakpoint
CREATE TABLE reporting.role_tenants (
  role_name text PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES public.tenants (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE VIEW reporting.legal_entities WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.code, t.name, t.country_id, t.currency_id, t.is_holding_company, t.is_active
  FROM public.legal_entities t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.departments WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.name, t.parent_id, t.is_active
  FROM public.departments t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.locations WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.name, t.city, t.country_code, t.time_zone, t.is_active
  FROM public.locations t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.employees WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.employee_number, t.display_name, t.email, t.designation, t.job_title, t.grade,
         t.level, t.employment_type, t.status, t.gender, t.date_of_joining, t.legal_entity_id, t.department_id,
         t.location_id, t.manager_id
  FROM public.employees t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.leave_types WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.code, t.name, t.category, t.is_paid, t.is_comp_off, t.annual_quota, t.is_active
  FROM public.leave_types t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.leave_requests WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.employee_id, t.leave_type_id, t.start_date, t.end_date, t.day_type, t.days,
         t.year_start, t.status, t.approver_id, t.decided_by, t.decided_at, t.created_at
  FROM public.leave_requests t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.leave_ledger WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.employee_id, t.leave_type_id, t.year_start, t.kind, t.days, t.period_key,
         t.request_id, t.expires_on, t.created_at
  FROM public.leave_ledger t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.clients WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.code, t.name, t.currency_id, t.status
  FROM public.clients t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.projects WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.client_id, t.code, t.name, t.status, t.start_date, t.end_date, t.budget_hours
  FROM public.projects t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.timesheet_weeks WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.employee_id, t.week_start_date, t.week_end_date, t.status, t.total_hours
  FROM public.timesheet_weeks t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
CREATE VIEW reporting.timesheet_lines WITH (security_barrier = true) AS
  SELECT t.tenant_id, t.id, t.week_id, t.employee_id, t.kind, t.project_id, t.task_id, t.hours, t.total,
         t.status, t.approver_id, t.submitted_at, t.decided_at
  FROM public.timesheet_lines t
  WHERE t.tenant_id = (SELECT r.tenant_id FROM reporting.role_tenants r WHERE r.role_name = current_user);
--> statement-breakpoint
GRANT USAGE ON SCHEMA reporting TO tenure_reporting;
--> statement-breakpoint
GRANT SELECT ON reporting.legal_entities, reporting.departments, reporting.locations, reporting.employees,
  reporting.leave_types, reporting.leave_requests, reporting.leave_ledger, reporting.clients, reporting.projects,
  reporting.timesheet_weeks, reporting.timesheet_lines TO tenure_reporting;
