-- The API runs tenant queries as this role (SET ROLE inside each transaction). It owns nothing,
-- so row-level security applies to it. Roles are cluster-wide: create it only once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'tenure_app') THEN
    CREATE ROLE tenure_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
