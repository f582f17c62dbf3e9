import { eq } from 'drizzle-orm';
import { DEFAULT_SELF_EDITABLE_SECTIONS, sectionInputSchema, type EditableSectionKey } from '@tenure/domain/employees';
import { countryOfEntity, type Country } from '@tenure/domain/validation';
import {
  departments,
  employeeProfileSections,
  employeeProfileSettings,
  employees,
  legalEntities,
  quickLinks,
} from '../schema/index.ts';
import { addDays, utcToday } from '../../platform/clock.ts';
import type { Tx } from '../../platform/db.ts';
import { storedPart } from '../../modules/employees/index.ts';
import { gradeAtDepth } from './demo-data.ts';
import { CELEBRATION_OFFSETS, COUNTRY_PROFILES, QUICK_LINKS, UNIVERSITIES } from './people-data.ts';

/**
 * The people module's demo data for one tenant, after its employees exist: profile sections per
 * the legal entity's country, celebrations in the coming weeks and quick links (holiday
 * calendars are holiday policy plans: seed/policies.ts; ESOPs: seed/finance.ts).
 * Runs in the seed transaction as the request role with app.tenant_id set.
 */
export async function seedPeople(tx: Tx, tenantCode: string): Promise<void> {
  const tenantId = tenantCode;
  await tx.insert(employeeProfileSettings).values({ tenantId, selfEditableSections: DEFAULT_SELF_EDITABLE_SECTIONS });

  // Celebrations move birthdays and joining dates first, so the profiles below tell the same story.
  await placeCelebrations(tx, await readPeople(tx));
  const people = await readPeople(tx);

  for (const [i, p] of people.entries()) {
    const country = countryOfEntity(p.entityCode);
    const sections = profileOf(p, i, country === 'DEFAULT' ? 'US' : country);
    const rows = Object.entries(sections).map(([section, data]) => ({
      tenantId,
      employeeId: p.id,
      section,
      // Parsed with the API's own schemas, so the demo data is valid by the same rules.
      data: storedPart(
        section as EditableSectionKey,
        sectionInputSchema(section as EditableSectionKey, country).parse(data),
      ),
    }));
    await tx.insert(employeeProfileSections).values(rows);
    await tx
      .update(employees)
      .set({ phone: sections.contact.mobilePhone, grade: gradeAtDepth(p.hierarchyDepth), jobTitle: p.designation })
      .where(eq(employees.id, p.id));
  }

  await seedQuickLinks(tx, tenantId);
}

const readPeople = (tx: Tx) =>
  tx
    .select({
      id: employees.id,
      number: employees.employeeNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
      designation: employees.designation,
      dateOfJoining: employees.dateOfJoining,
      dateOfBirth: employees.dateOfBirth,
      gender: employees.gender,
      hierarchyDepth: employees.hierarchyDepth,
      entityCode: legalEntities.code,
      department: departments.name,
    })
    .from(employees)
    .innerJoin(legalEntities, eq(legalEntities.id, employees.legalEntityId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .orderBy(employees.employeeNumber);

type Person = Awaited<ReturnType<typeof readPeople>>[number];

function profileOf(p: Person, i: number, country: Exclude<Country, 'DEFAULT'>) {
  const c = COUNTRY_PROFILES[country];
  const graduated = Number((p.dateOfBirth ?? '1990').slice(0, 4)) + 22;
  const joined = Number(p.dateOfJoining.slice(0, 4));
  return {
    personal: {
      firstName: p.firstName,
      lastName: p.lastName,
      gender: p.gender ?? undefined,
      dateOfBirth: p.dateOfBirth ?? undefined,
      bloodGroup: ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-'][i % 6],
      maritalStatus: i % 3 === 0 ? 'Single' : 'Married',
      nationality: c.nationality,
      nationalId: c.nationalId(i),
    },
    contact: {
      personalEmail: `${p.firstName}.${p.lastName}.${i}@mail.example.com`.toLowerCase().replace(/\s+/g, ''),
      mobilePhone: c.phone(i),
      currentAddress: c.address,
      permanentAddress: c.address,
    },
    passport: {
      passportNumber: `${c.passportPrefix}${String(1234567 + i).padStart(7, '0')}`,
      issuingCountry: c.address.country,
      issueDate: '2021-03-15',
      expiryDate: '2031-03-14',
    },
    tax: { taxIdentificationNumber: c.taxId(i) },
    bankDetails: {
      bankName: c.bank.bankName,
      accountHolderName: `${p.firstName} ${p.lastName}`,
      accountNumber: `${5010 + i}${String(20_000_000 + i * 7919).padStart(10, '0')}`,
      branchCode: c.bank.branchCode,
      swiftCode: c.bank.swiftCode,
    },
    emergencyContacts: {
      entries: [
        {
          name: `${i % 2 ? 'Maria' : 'Daniel'} ${p.lastName}`,
          relationship: i % 2 ? 'Mother' : 'Father',
          phone: c.phone(i + 500),
        },
      ],
    },
    family:
      i % 3 === 0
        ? { entries: [] }
        : { entries: [{ name: `Sam ${p.lastName}`, relationship: 'Spouse', isDependent: true }] },
    education: {
      entries: [
        {
          qualification: 'Bachelor of Engineering',
          institution: UNIVERSITIES[country][i % 3]!,
          fieldOfStudy: 'Computer Science',
          startYear: graduated - 4,
          endYear: graduated,
        },
      ],
    },
    workExperience: {
      // A first job from the summer after the degree until the year before joining.
      entries:
        i % 2
          ? []
          : [
              {
                employerName: 'Northwind Traders',
                jobTitle: 'Associate',
                startDate: `${graduated}-07-01`,
                endDate: `${joined - 1}-12-31`,
              },
            ],
    },
    nativeDetails: { hometown: c.hometowns[i % 3]!, country: c.address.country },
    workStatus: { citizenshipStatus: c.citizenship },
    hiringDetails: { source: i % 2 ? 'Referral' : 'LinkedIn', recruiter: 'Talent Acquisition Team' },
    employmentHistory: {
      entries: [
        {
          designation: p.designation ?? 'Employee',
          departmentName: p.department ?? '—',
          legalEntityCode: p.entityCode,
          startDate: p.dateOfJoining,
        },
      ],
    },
  };
}

/** Moves a few birthdays and joining anniversaries into the coming weeks, relative to the seeding day. */
async function placeCelebrations(tx: Tx, people: Person[]) {
  const today = utcToday();
  for (const c of CELEBRATION_OFFSETS) {
    const person = people.find((p) => p.number === c.number);
    if (!person) continue;
    const day = addDays(today, c.inDays);
    const yearsAgo = c.kind === 'birthday' ? 34 : 5;
    const moved = `${Number(day.slice(0, 4)) - yearsAgo}${day.slice(4)}`;
    // 29 February has no anniversary date in the moved year; the 28th reads the same on a card.
    const valid = moved.endsWith('-02-29') ? moved.replace('-02-29', '-02-28') : moved;
    await tx
      .update(employees)
      .set(c.kind === 'birthday' ? { dateOfBirth: valid } : { dateOfJoining: valid })
      .where(eq(employees.id, person.id));
  }
}

async function seedQuickLinks(tx: Tx, tenantId: string) {
  const host = tenantId === 'demo' ? 'intranet.tenure-demo.com' : `intranet.${tenantId}.example.com`;
  await tx
    .insert(quickLinks)
    .values(
      QUICK_LINKS.map((l, i) => ({ tenantId, title: l.title, url: `https://${host}/${l.path}`, orderId: i + 1 })),
    );
}
