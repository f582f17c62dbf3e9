/** Company objectives (strategic objectives) at the top, team goals under them, people's goals under those. */
export const GOAL_LEVELS = ['company', 'team', 'individual'] as const;
export type GoalLevel = (typeof GOAL_LEVELS)[number];

/** A parent sits on a higher level than its child (company → team → person). */
export const canAlignTo = (child: GoalLevel, parent: GoalLevel) =>
  GOAL_LEVELS.indexOf(parent) < GOAL_LEVELS.indexOf(child);
