import { Navigate } from 'react-router';

/**
 * /employee-leave (SPEC §2) has no screen of its own: applying for leave lives in one place, the
 * Leave Actions tab of the leave dashboard, beside the balances it draws on. The route stays so
 * old links and bookmarks land there.
 */
export function EmployeeLeavePage() {
  return <Navigate to="/leave-dashboard?tab=leave-actions" replace />;
}
