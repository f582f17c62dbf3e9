/** The lifecycle journey tab of the profiles. */
export const journeyEn = {
  tab: 'Journey',
  title: 'Journey',
  empty: 'No milestones yet.',
  kinds: {
    joined: 'Joined',
    probationEnd: 'Probation ends',
    designationChange: 'Designation change',
    managerChange: 'Manager change',
    departmentChange: 'Department change',
    entityChange: 'Legal entity change',
    firstLeave: 'First leave',
    longLeave: 'Long leave',
    resignation: 'Resigned',
    resignationDecision: 'Resignation decision',
    exit: 'Exit completed',
  },
  fields: { legalEntity: 'Legal entity', department: 'Department', location: 'Location', manager: 'Manager', designation: 'Designation' },
  change: '{{field}}: {{from}} → {{to}}',
  none: '—',
  days: '{{count}} days',
  leaveTreatment: 'Leave balances: {{treatment}}',
};
