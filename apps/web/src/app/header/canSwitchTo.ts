import type { LegalEntityRef } from '@tenure/domain/auth';

/** SPEC §4/§5: Continue needs a chosen entity with both code and name, different from the current one. */
export function canSwitchTo(choice: LegalEntityRef | null, current: LegalEntityRef | null): choice is LegalEntityRef {
  if (!choice || !choice.legalEntityCode || !choice.legalEntityName) return false;
  return choice.legalEntityCode !== current?.legalEntityCode;
}
