import type { WaitingItem } from '@tenure/domain/actions';
import { SKILL_MESSAGES } from '@tenure/domain/performance';
import type { ActionKindProvider } from '../../../platform/actions.ts';
import type { Tx } from '../../../platform/db.ts';
import type { Viewer } from '../../../platform/viewer.ts';
import { pendingSkillCount, pendingSkills } from './queries.ts';

const HREF = '/performance/skill-set-approval';

export const skillDecisions: ActionKindProvider = {
  kind: 'skillDecision',
  label: SKILL_MESSAGES.skillDecisionsLabel,
  href: HREF,
  async count(tx: Tx, v: Viewer) {
    if (!v.employeeId) return 0;
    return pendingSkillCount(tx, v.employeeId);
  },
  async list(tx: Tx, v: Viewer, limit: number): Promise<WaitingItem[]> {
    if (!v.employeeId) return [];
    const rows = await pendingSkills(tx, v.employeeId, limit);
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
