import type { SessionInfo } from '@tenure/domain/auth';

/** A signed-in employee of the demo's US entity as the login answers it; a test overrides what it is about. */
export function sessionFixture(
  over: Partial<Omit<SessionInfo, 'user'>> & { user?: Partial<SessionInfo['user']> } = {},
): SessionInfo {
  const { user, ...rest } = over;
  return {
    expiresAt: '2030-01-01T00:00:00Z',
    loginType: 'password',
    entities: [{ userEntityMappingId: 'm-us', legalEntityCode: 'US-NY-01', legalEntityName: 'Tenure Demo Inc.' }],
    ...rest,
    user: {
      userId: 'u1',
      userName: 'employee01',
      firstName: 'Emily',
      middleName: null,
      lastName: 'Stone',
      name: 'Emily Stone',
      employeeNumber: 'EMP0006',
      employmentType: 'Full Time',
      designation: 'Engineer',
      departmentName: 'Engineering',
      isEmployee: true,
      isReportingManager: false,
      status: 'Active',
      profileImage: null,
      language: null,
      legalEntity: { legalEntityCode: 'US-NY-01', legalEntityName: 'Tenure Demo Inc.' },
      ...user,
    },
  };
}
