import { sql } from 'drizzle-orm';
import type { WaitingItem } from '@tenure/domain/actions';
import { SKILL_MESSAGES } from '@tenure/domain/performance';
import type { ActionKindProvider } from '../../../platform/actions.ts';
import { queryRows, type Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';

const HREF = '/performance/skill-set-approval';

/** Skills waiting for the caller as their approver (the reporting manager when they were added). */
const waiting = (me: string) => sql`
  select es.id, e.employee_number, e.display_name, e.profile_image, s.name as skill_name, pl.name as level_name, es.last_used::text as last_used, es.comments, es.created_at
    from employee_skills es join employees e on e.id = es.employee_id join skills s on s.id = es.skill_id join proficiency_levels pl on pl.level = es.level
   where es.approver_id = ${me} and es.status = 'pending'`;

interface WaitingRow {
  id: string;
  employee_number: string;
  display_name: string;
  profile_image: string | null;
  skill_name: string;
  level_name: string;
  last_used: string;
  comments: string | null;
  created_at: Date | string;
}

export const skillDecisions: ActionKindProvider = {
  kind: 'skillDecision',
  label: SKILL_MESSAGES.skillDecisionsLabel,
  href: HREF,
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId) return 0;
    const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from employee_skills where approver_id = ${v.employeeId} and status = 'pending'`);
    return row?.n ?? 0;
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await queryRows<WaitingRow>(tx, sql`select * from (${waiting(v.employeeId)}) w order by w.created_at, w.id limit ${limit}`);
    return rows.map((r) => ({
      id: r.id,
      employee: { employeeNumber: r.employee_number, displayName: r.display_name, profileImage: r.profile_image },
      title: `${r.skill_name} (${r.level_name})`,
      startDate: null,
      endDate: r.last_used,
      quantity: null,
      reason: r.comments,
      submittedAt: new Date(r.created_at).toISOString(),
      href: HREF,
    }));
  },
};
