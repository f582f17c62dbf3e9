import {
  formatEmployeeNumber,
  ONBOARDING_MESSAGES,
  type NumberPatternInput,
  type NumberPatternView,
} from '@tenure/domain/onboarding';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { auditActor, type Viewer } from '../../platform/viewer.ts';
import {
  employeeNumberTaken,
  entityIdByCode,
  ownPattern,
  patternRows,
  patternsOf,
  raiseCounters,
  savePattern,
} from './number-queries.ts';

/**
 * Gives the next numbers to onboardings in these entities (one per entry, in order): the counters
 * of their prefixes are raised under their row locks, taken in prefix order so that two batches
 * never wait on each other crosswise. The locks hold until the onboarding commits, so numbers are
 * gap-free: a rolled-back onboarding gives its numbers back.
 */
export async function assignEmployeeNumbers(tx: Tx, entityIds: readonly string[]): Promise<string[]> {
  if (entityIds.length === 0) return [];
  const patterns = await patternsOf(tx, entityIds);
  const patternOf = new Map(patterns.map((p) => [p.entity_id, p]));
  const needed = new Map<string, number>();
  for (const id of entityIds) {
    const { prefix } = patternOf.get(id)!;
    needed.set(prefix, (needed.get(prefix) ?? 0) + 1);
  }
  const prefixes = [...needed.keys()].sort();
  const raised = await raiseCounters(
    tx,
    prefixes.map((prefix) => ({ prefix, count: needed.get(prefix)! })),
  );
  const next = new Map(raised.map((r) => [r.prefix, Number(r.first)]));
  return entityIds.map((id) => {
    const { prefix, padding } = patternOf.get(id)!;
    const value = next.get(prefix)!;
    next.set(prefix, value + 1);
    return formatEmployeeNumber(prefix, padding, value);
  });
}

/** Every entity's pattern with the number its next onboarding gets. */
export async function listNumberPatterns(tx: Tx): Promise<NumberPatternView[]> {
  const rows = await patternRows(tx);
  return rows.map((r) => ({
    legalEntityCode: r.code,
    legalEntityName: r.name,
    prefix: r.prefix,
    padding: r.padding,
    nextNumber: formatEmployeeNumber(r.prefix, r.padding, Number(r.last ?? r.highest ?? 0) + 1),
  }));
}

/** HR sets an entity's pattern; numbers already given keep theirs. */
export async function setNumberPattern(
  tx: Tx,
  v: Viewer,
  legalEntityCode: string,
  input: NumberPatternInput,
): Promise<NumberPatternView> {
  const entityId = await entityIdByCode(tx, legalEntityCode);
  if (!entityId) throw notFound(ONBOARDING_MESSAGES.unknownLegalEntity);
  const before = await ownPattern(tx, entityId);
  await savePattern(tx, entityId, input, v.userId);
  await recordAudit(tx, {
    ...auditActor(v),
    action: 'onboarding.number-pattern.set',
    entity: 'legal_entity',
    entityId,
    before,
    after: input,
  });
  return (await listNumberPatterns(tx)).find((p) => p.legalEntityCode.toUpperCase() === legalEntityCode.toUpperCase())!;
}

/** Whether a typed employee number is free (the form checks while the user types). */
export async function isEmployeeNumberFree(tx: Tx, employeeNumber: string): Promise<boolean> {
  return !(await employeeNumberTaken(tx, employeeNumber));
}
