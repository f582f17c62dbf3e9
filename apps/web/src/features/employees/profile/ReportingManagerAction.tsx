import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconHierarchy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { feature } from '@tenure/domain/access';
import type { EmployeeProfileView } from '@tenure/domain/employees';
import { useHasAccess } from '../../../lib/access/useHasAccess.ts';
import { ReportingManagerModal } from './ReportingManagerModal.tsx';

/** "Change reporting manager" on the work details, for HR with EmployeeProfileHrEdit only (as the API). */
export function ReportingManagerAction({ profile }: { profile: EmployeeProfileView }) {
  const { t } = useTranslation();
  const canChange = useHasAccess(feature('EMPLOYEE', 'EmployeeProfileHrEdit'));
  const [changing, setChanging] = useState(false);
  if (!canChange) return null;

  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconHierarchy size={14} aria-hidden />}
        onClick={() => setChanging(true)}
      >
        {t('employees.reportingManager.action')}
      </Button>
      {changing && (
        <ReportingManagerModal
          employeeNumber={profile.employeeNumber}
          employeeName={profile.displayName}
          currentManagerName={profile.sections.workDetails?.reportingManager?.displayName ?? null}
          onClose={() => setChanging(false)}
        />
      )}
    </>
  );
}
