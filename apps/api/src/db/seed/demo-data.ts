import type { RoleCode } from '@tenure/domain/access';

/** The demo organisation of DEVELOPERS.md "Demo data contract". Deterministic: same data every time. */
export const DEMO_PASSWORD = 'Tenure@2026';

export interface SeedTenant {
  code: string;
  name: string;
  hosts: string[];
  preset: string;
  entities: {
    code: string;
    name: string;
    isHoldingCompany?: boolean;
    currencyId: string;
    addressLine: string;
    city: string;
    postalCode: string;
  }[];
  departments: { name: string; parent?: string }[];
  locations: { name: string; city: string; countryCode: string; timeZone: string }[];
  people: SeedPerson[];
  /** Employees generated beyond the named people, spread over the named managers. */
  generated: { count: number; managers: string[]; numberFrom: number };
}

export interface SeedPerson {
  number: string;
  firstName: string;
  lastName: string;
  designation: string;
  department: string;
  location: string;
  entity: string;
  employmentType?: string;
  manager?: string;
  gender: 'Female' | 'Male';
  login?: { username: string; roles: RoleCode[]; entities: string[] };
}

const DEMO_ENTITIES = ['US-NY-01', 'IN-KA-01', 'SG-01', 'CR-SJ-01'];

export const DEMO_TENANTS: SeedTenant[] = [
  {
    code: 'demo',
    name: 'Tenure Demo Corp',
    hosts: ['localhost', 'demo.localhost', '127.0.0.1'],
    preset: 'development',
    entities: [
      {
        code: 'US-NY-01',
        name: 'Tenure Demo Inc.',
        isHoldingCompany: true,
        currencyId: 'USD',
        addressLine: '350 Fifth Avenue, Suite 4200',
        city: 'New York',
        postalCode: '10118',
      },
      {
        code: 'IN-KA-01',
        name: 'Tenure Demo India Pvt. Ltd.',
        currencyId: 'INR',
        addressLine: 'Prestige Tech Park, Outer Ring Road',
        city: 'Bengaluru',
        postalCode: '560103',
      },
      {
        code: 'SG-01',
        name: 'Tenure Demo Singapore Pte. Ltd.',
        currencyId: 'SGD',
        addressLine: '1 Raffles Place, #20-01',
        city: 'Singapore',
        postalCode: '048616',
      },
      {
        code: 'CR-SJ-01',
        name: 'Tenure Demo Costa Rica S.R.L.',
        currencyId: 'CRC',
        addressLine: 'Oficentro La Sabana, Torre 7',
        city: 'San José',
        postalCode: '10108',
      },
    ],
    departments: [
      { name: 'Executive Office' },
      { name: 'Human Resources' },
      { name: 'Engineering' },
      { name: 'Platform', parent: 'Engineering' },
      { name: 'Product Engineering', parent: 'Engineering' },
      { name: 'Delivery' },
      { name: 'Finance' },
      { name: 'Sales' },
      { name: 'IT' },
    ],
    locations: [
      { name: 'New York', city: 'New York', countryCode: 'US', timeZone: 'America/New_York' },
      { name: 'Bengaluru', city: 'Bengaluru', countryCode: 'IN', timeZone: 'Asia/Kolkata' },
      { name: 'Singapore', city: 'Singapore', countryCode: 'SG', timeZone: 'Asia/Singapore' },
      { name: 'San José', city: 'San José', countryCode: 'CR', timeZone: 'America/Costa_Rica' },
    ],
    people: [
      {
        number: 'EMP0001',
        firstName: 'Olivia',
        lastName: 'Carter',
        designation: 'Chief Executive Officer',
        department: 'Executive Office',
        location: 'New York',
        entity: 'US-NY-01',
        gender: 'Female',
      },
      {
        number: 'EMP0002',
        firstName: 'Alex',
        lastName: 'Morgan',
        designation: 'IT Administrator',
        department: 'IT',
        location: 'New York',
        entity: 'US-NY-01',
        manager: 'EMP0001',
        gender: 'Male',
        login: { username: 'superadmin', roles: ['SUPER_ADMIN', 'EMPLOYEE'], entities: DEMO_ENTITIES },
      },
      {
        number: 'EMP0003',
        firstName: 'Priya',
        lastName: 'Sharma',
        designation: 'HR Director',
        department: 'Human Resources',
        location: 'Bengaluru',
        entity: 'IN-KA-01',
        manager: 'EMP0001',
        gender: 'Female',
        login: {
          username: 'hrdirector',
          roles: ['HR_DIRECTOR', 'EMPLOYEE', 'REPORTING_MANAGER'],
          entities: DEMO_ENTITIES,
        },
      },
      {
        number: 'EMP0004',
        firstName: 'Rahul',
        lastName: 'Verma',
        designation: 'HR Executive',
        department: 'Human Resources',
        location: 'Bengaluru',
        entity: 'IN-KA-01',
        manager: 'EMP0003',
        gender: 'Male',
        login: { username: 'hrexec01', roles: ['HR_EXECUTIVE', 'EMPLOYEE'], entities: ['IN-KA-01', 'US-NY-01'] },
      },
      {
        number: 'EMP0005',
        firstName: 'Michael',
        lastName: 'Chen',
        designation: 'Engineering Manager',
        department: 'Product Engineering',
        location: 'New York',
        entity: 'US-NY-01',
        manager: 'EMP0001',
        gender: 'Male',
        login: { username: 'manager01', roles: ['EMPLOYEE', 'REPORTING_MANAGER'], entities: ['US-NY-01'] },
      },
      {
        number: 'EMP0006',
        firstName: 'Emily',
        lastName: 'Johnson',
        designation: 'Software Engineer',
        department: 'Product Engineering',
        location: 'New York',
        entity: 'US-NY-01',
        manager: 'EMP0005',
        gender: 'Female',
        login: { username: 'employee01', roles: ['EMPLOYEE'], entities: ['US-NY-01'] },
      },
      {
        number: 'EMP0007',
        firstName: 'Carlos',
        lastName: 'Ramirez',
        designation: 'Consultant Developer',
        department: 'Product Engineering',
        location: 'San José',
        entity: 'CR-SJ-01',
        employmentType: 'Contractor',
        manager: 'EMP0005',
        gender: 'Male',
        login: { username: 'consult01', roles: ['CONSULTANT'], entities: ['CR-SJ-01'] },
      },
      {
        number: 'EMP0008',
        firstName: 'Aisha',
        lastName: 'Tan',
        designation: 'Project Manager',
        department: 'Delivery',
        location: 'Singapore',
        entity: 'SG-01',
        manager: 'EMP0001',
        gender: 'Female',
        login: {
          username: 'projmgr01',
          roles: ['EMPLOYEE', 'PROJECT_MANAGER', 'REPORTING_MANAGER'],
          entities: ['SG-01'],
        },
      },
      {
        number: 'EMP0009',
        firstName: 'David',
        lastName: 'Kim',
        designation: 'Delivery Lead',
        department: 'Delivery',
        location: 'Singapore',
        entity: 'SG-01',
        manager: 'EMP0008',
        gender: 'Male',
        login: { username: 'approver01', roles: ['EMPLOYEE', 'DESIGNATED_APPROVER'], entities: ['SG-01'] },
      },
      {
        number: 'EMP0010',
        firstName: 'Ananya',
        lastName: 'Iyer',
        designation: 'Platform Lead',
        department: 'Platform',
        location: 'Bengaluru',
        entity: 'IN-KA-01',
        manager: 'EMP0005',
        gender: 'Female',
      },
      {
        number: 'EMP0011',
        firstName: 'Wei Ling',
        lastName: 'Ong',
        designation: 'Finance Manager',
        department: 'Finance',
        location: 'Singapore',
        entity: 'SG-01',
        manager: 'EMP0001',
        gender: 'Female',
      },
      {
        number: 'EMP0012',
        firstName: 'James',
        lastName: 'Walker',
        designation: 'Sales Director',
        department: 'Sales',
        location: 'New York',
        entity: 'US-NY-01',
        manager: 'EMP0001',
        gender: 'Male',
      },
    ],
    generated: {
      count: 40,
      managers: ['EMP0005', 'EMP0010', 'EMP0008', 'EMP0011', 'EMP0012', 'EMP0003'],
      numberFrom: 13,
    },
  },
  {
    code: 'acme',
    name: 'Acme Industries',
    hosts: ['acme.localhost'],
    preset: 'production',
    entities: [
      {
        code: 'US-CA-01',
        name: 'Acme Industries Inc.',
        isHoldingCompany: true,
        currencyId: 'USD',
        addressLine: '100 Mission Street',
        city: 'San Francisco',
        postalCode: '94105',
      },
    ],
    departments: [{ name: 'Operations' }, { name: 'People' }],
    locations: [{ name: 'San Francisco', city: 'San Francisco', countryCode: 'US', timeZone: 'America/Los_Angeles' }],
    people: [
      {
        number: 'AC0001',
        firstName: 'Grace',
        lastName: 'Hopper',
        designation: 'Operations Director',
        department: 'Operations',
        location: 'San Francisco',
        entity: 'US-CA-01',
        gender: 'Female',
        login: { username: 'acmeadmin', roles: ['SUPER_ADMIN', 'EMPLOYEE'], entities: ['US-CA-01'] },
      },
      {
        number: 'AC0002',
        firstName: 'Wile',
        lastName: 'Coyote',
        designation: 'Field Engineer',
        department: 'Operations',
        location: 'San Francisco',
        entity: 'US-CA-01',
        manager: 'AC0001',
        gender: 'Male',
        login: { username: 'acmeemp01', roles: ['EMPLOYEE'], entities: ['US-CA-01'] },
      },
    ],
    generated: { count: 4, managers: ['AC0001'], numberFrom: 3 },
  },
];

const FIRST_NAMES = [
  'Liam',
  'Sofia',
  'Arjun',
  'Mei',
  'Noah',
  'Isabella',
  'Rohan',
  'Chloe',
  'Mateo',
  'Kavya',
  'Ethan',
  'Hana',
  'Lucas',
  'Zara',
  'Vikram',
  'Amelia',
  'Diego',
  'Nisha',
  'Oscar',
  'Leah',
];
const LAST_NAMES = [
  'Patel',
  'Garcia',
  'Nguyen',
  'Smith',
  'Lim',
  'Fernandez',
  'Reddy',
  'Brown',
  'Wong',
  'Castro',
  'Mehta',
  'Davis',
  'Goh',
  'Rojas',
  'Nair',
];
const DESIGNATIONS = [
  'Software Engineer',
  'Senior Software Engineer',
  'QA Engineer',
  'Business Analyst',
  'Accountant',
  'Account Executive',
  'DevOps Engineer',
  'UX Designer',
];

/** The generated employees: names and placement follow from the index alone. */
export function generatedPeople(tenant: SeedTenant): SeedPerson[] {
  const named = new Map(tenant.people.map((p) => [p.number, p]));
  const prefix = tenant.people[0]!.number.replace(/\d+$/, '');
  const width = tenant.people[0]!.number.length - prefix.length;
  return Array.from({ length: tenant.generated.count }, (_, i) => {
    const manager = named.get(tenant.generated.managers[i % tenant.generated.managers.length]!)!;
    return {
      number: `${prefix}${String(tenant.generated.numberFrom + i).padStart(width, '0')}`,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
      designation: DESIGNATIONS[i % DESIGNATIONS.length]!,
      department: manager.department,
      location: manager.location,
      entity: manager.entity,
      manager: manager.number,
      gender: i % 2 === 0 ? 'Male' : 'Female',
    };
  });
}

/** The Grade master's values, lowest first; a person's grade follows their level in the hierarchy (the top is G5). */
export const GRADES = ['G1', 'G2', 'G3', 'G4', 'G5'];
export const gradeAtDepth = (depth: number) => GRADES[Math.max(0, GRADES.length - 1 - depth)]!;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * When the i-th seeded person joined and was born: joining dates spread over ten years from 2015 (never
 * before the company was founded), at 25 to 43 years of age, so school, a degree and an earlier job fit before.
 */
export function lifeDates(i: number, foundedOn: string | null): { dateOfJoining: string; dateOfBirth: string } {
  const planned = `20${15 + (i % 10)}-${pad2(((i * 5) % 12) + 1)}-01`;
  const dateOfJoining = foundedOn && planned < foundedOn ? foundedOn : planned;
  const ageAtJoining = 26 + ((i * 7 + 11) % 18);
  const dateOfBirth = `${Number(dateOfJoining.slice(0, 4)) - ageAtJoining}-${pad2(((i * 7) % 12) + 1)}-${pad2((i % 27) + 1)}`;
  return { dateOfJoining, dateOfBirth };
}
