/**
 * Who may read what of the notifications module: the only file of the module that compares the
 * viewer with a record's owner. Notifications are always the viewer's own (their user id selects
 * them); a job's progress is its starter's business.
 *
 * Refusal rule: a record the viewer may not know exists is answered 404 (notFound); a record they
 * may know but not act on is answered 403 (forbidden). Job numbers are the tenant's one visible
 * sequence (Setup › Job History lists them), so another user's job is known to exist: 403.
 */
import { forbidden } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** Only the user who started a job follows its progress. */
export function assertStartedBy(v: Viewer, job: { createdBy: string | null }): void {
  if (job.createdBy !== v.userId) throw forbidden();
}
