/** The employees module's surface: the only file other modules, the seeds and the server may import. */
export { approverFlagsOf } from './approver-flags.ts';
export { celebrationsBetween, placeOfEmployee } from './calendar-queries.ts';
export { checkedRange, todayOf, todayOfEmployee, type DateWindow } from './calendar-service.ts';
export { contributeLifecycleReader, type LifecycleReader } from './lifecycle-readers.ts';
export { textMatch } from './employee-search.ts';
export { MAX_HIERARCHY_DEPTH, hierarchyRoot, inRootRange } from './hierarchy.ts';
export { EMPLOYEE_REPORTS } from './reports.ts';
export {
  column,
  EMPLOYEE_COLUMNS,
  EMPLOYEE_SORTS,
  employeeColumnsSql,
  employeeJoinsSql,
  orderBySql,
  reportEmployeeFilters,
  reportEmployeeWhere,
} from './reports-columns.ts';
export { findEmployeeByNumber, findEmployeeNumberById } from './profile-queries.ts';
export {
  approvalActors,
  assertRecordInScope,
  directOnly,
  inScope,
  isInScope,
  isInSubtreeOf,
  scopedEmployee,
  type ApprovalRules,
} from './scope.ts';
export { activeQuickLinks } from './quick-links-queries.ts';
export { employeeRoutes } from './routes.ts';
export { storedPart } from './section-storage.ts';
export { memberById, subtreeMembers } from './team-queries.ts';
export { toCard } from './team-service.ts';
export { isHr } from './policy.ts';
