import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFamily, type AuditActorView } from '@tenure/domain/audit';
import { auditEn } from './locales/audit-en.ts';

type KnownFamily = keyof typeof auditEn.families;
const isKnownFamily = (family: string): family is KnownFamily => Object.hasOwn(auditEn.families, family);

/** How the page names actions and the people (or processes) behind them, in the reader's language. */
export function useAuditLabels() {
  const { t } = useTranslation();
  /** An action family's name ("Leave" for leave); a family the page does not know keeps its code. */
  const familyLabel = useCallback(
    (family: string) => (isKnownFamily(family) ? t(`auditLog.families.${family}`) : family),
    [t],
  );
  /** "Leave · type.delete": the family by name, the rest as recorded. */
  const actionLabel = useCallback(
    (action: string) => {
      const family = actionFamily(action);
      const rest = action.slice(family.length + 1);
      return rest ? `${familyLabel(family)} · ${rest}` : familyLabel(family);
    },
    [familyLabel],
  );
  /** The username, or what acted without an account (SCIM, an API key, a sign-in step, the system). */
  const actorLabel = useCallback(
    (actor: AuditActorView) =>
      actor.kind === 'user' ? (actor.username ?? actor.userId ?? '') : t(`auditLog.actors.${actor.kind}`),
    [t],
  );
  return { familyLabel, actionLabel, actorLabel };
}
