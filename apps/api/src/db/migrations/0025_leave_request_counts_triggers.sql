-- Keeps leave_request_counts in step with leave_requests: each request counts once, under its
-- status. Each connection adds to its own row of the tenant (pg_backend_pid() % 32), so a
-- transaction locks one counts row per tenant and concurrent applications, which run on different
-- connections, neither queue on one row nor deadlock. (Not deferred to the commit: a transaction
-- may write for several tenants, the seed does, and row-level security checks each write against
-- the tenant set when it runs.)
CREATE OR REPLACE FUNCTION leave_request_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.status END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END;
BEGIN
  INSERT INTO leave_request_counts AS c (tenant_id, shard, pending, approved, rejected, cancelled)
    VALUES (
      CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END,
      pg_backend_pid() % 32,
      (added IS NOT DISTINCT FROM 'pending')::int - (removed IS NOT DISTINCT FROM 'pending')::int,
      (added IS NOT DISTINCT FROM 'approved')::int - (removed IS NOT DISTINCT FROM 'approved')::int,
      (added IS NOT DISTINCT FROM 'rejected')::int - (removed IS NOT DISTINCT FROM 'rejected')::int,
      (added IS NOT DISTINCT FROM 'cancelled')::int - (removed IS NOT DISTINCT FROM 'cancelled')::int)
    ON CONFLICT (tenant_id, shard) DO UPDATE SET
      pending = c.pending + excluded.pending,
      approved = c.approved + excluded.approved,
      rejected = c.rejected + excluded.rejected,
      cancelled = c.cancelled + excluded.cancelled;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leave_request_counts_rows AFTER INSERT OR DELETE ON leave_requests
  FOR EACH ROW EXECUTE FUNCTION leave_request_counts_apply();
--> statement-breakpoint
CREATE TRIGGER leave_request_counts_status AFTER UPDATE OF status ON leave_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION leave_request_counts_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION leave_request_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM leave_request_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leave_request_counts_truncate AFTER TRUNCATE ON leave_requests
  FOR EACH STATEMENT EXECUTE FUNCTION leave_request_counts_clear();
--> statement-breakpoint
INSERT INTO leave_request_counts (tenant_id, shard, pending, approved, rejected, cancelled)
  SELECT tenant_id, 0, count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'approved'),
         count(*) FILTER (WHERE status = 'rejected'), count(*) FILTER (WHERE status = 'cancelled')
    FROM leave_requests GROUP BY tenant_id;
