import { Navigate } from 'react-router';
import type { AccessContext } from '../../lib/access/access.ts';
import { routeAccess } from '../../lib/access/menu.ts';

/** SPEC §2 /employee: HR lands on the employee list, everyone else on the employee directory. */
export function EmployeesRedirect({ ctx }: { ctx: AccessContext }) {
  return <Navigate to={routeAccess('/employees', ctx) === 'allowed' ? '/employees' : '/employee-directory'} replace />;
}
