import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResignationStatus } from '@tenure/domain/offboarding';
import type { AccessContext } from '../../lib/access/access.ts';
import { useAccessContext } from '../../lib/access/useAccessContext.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';

const STATUS_COLORS: Record<ResignationStatus, string> = {
  Submitted: 'blue',
  Accepted: 'orange',
  Rejected: 'red',
  Withdrawn: 'gray',
  Released: 'green',
};

export function StatusBadge({ status }: { status: ResignationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} miw="max-content">
      {t(`offboarding.statuses.${status}`)}
    </Badge>
  );
}

/** The server's refusal (a 409 after someone else decided, a field error), in the current language when known. */
export function useRefusalText() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (error: unknown) => (error instanceof Error ? messageText(error.message) : t('messages.somethingWentWrong'));
}

const NOBODY: AccessContext = {
  permissions: {},
  flags: {},
  isEmployee: false,
  isReportingManager: false,
  isContractor: false,
  isDesignatedApprover: false,
  assignedAsProjectManager: false,
  isEsopAllotted: false,
  hasExitSurvey: false,
};

/** The pages render behind their guard, once access is known. */
export function useAccess(): AccessContext {
  const access = useAccessContext();
  return access.status === 'ready' ? access.ctx : NOBODY;
}
