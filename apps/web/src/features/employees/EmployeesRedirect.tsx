import { Navigate } from 'react-router';
import { routeAccess } from '../../lib/access/menu.ts';
import type { PageProps } from '../../lib/access/routes.ts';

/** SPEC §2 /employee: HR lands on the employee list, everyone else on the employee directory. */
export function EmployeesRedirect({ ctx }: PageProps) {
  return <Navigate to={routeAccess('/employees', ctx) === 'allowed' ? '/employees' : '/employee-directory'} replace />;
}
