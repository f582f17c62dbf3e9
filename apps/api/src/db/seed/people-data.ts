import type { Country } from '@tenure/domain/validation';

/** Demo profile data of the people module (quick links, country-specific profiles). */

export const QUICK_LINKS = [
  { title: 'Employee Handbook', path: 'handbook' },
  { title: 'IT Helpdesk', path: 'helpdesk' },
  { title: 'Benefits Portal', path: 'benefits' },
  { title: 'Learning & Development', path: 'learning' },
  { title: 'Travel & Expenses', path: 'expenses' },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

interface CountryProfile {
  nationalId: (i: number) => string;
  phone: (i: number) => string;
  address: { line1: string; city: string; state: string; postalCode: string; country: string };
  bank: { bankName: string; branchCode: string; swiftCode: string };
  taxId: (i: number) => string;
  passportPrefix: string;
  nationality: string;
  citizenship: string;
  hometowns: string[];
}

/** Valid by the country rules of SPEC §5 (the seed parses every section with the domain schemas). */
export const COUNTRY_PROFILES: Record<Exclude<Country, 'DEFAULT'>, CountryProfile> = {
  US: {
    nationalId: (i) => `${pad(123 + i, 3)}-${pad(45 + (i % 50), 2)}-${pad(6789 + i, 4)}`,
    phone: (i) => `(212) 555-${pad(100 + i, 4)}`,
    address: {
      line1: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      postalCode: '10118',
      country: 'United States',
    },
    bank: { bankName: 'JPMorgan Chase Bank', branchCode: '021000021', swiftCode: 'CHASUS33' },
    taxId: (i) => `9${pad(10 + i, 2)}-7${pad(i % 10, 1)}-${pad(4321 + i, 4)}`,
    passportPrefix: '5',
    nationality: 'American',
    citizenship: 'Citizen',
    hometowns: ['Boston', 'Chicago', 'Austin'],
  },
  IN: {
    nationalId: (i) => `${2 + (i % 8)}${pad(34567890 + i, 8)}${pad(120 + i, 3)}`,
    phone: (i) => `98450${pad(10000 + i, 5)}`,
    address: {
      line1: '12, 80 Feet Road, Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      country: 'India',
    },
    bank: { bankName: 'HDFC Bank', branchCode: 'HDFC0000523', swiftCode: 'HDFCINBB' },
    taxId: (i) => `ABCPV${pad(1234 + i, 4)}K`,
    passportPrefix: 'K',
    nationality: 'Indian',
    citizenship: 'Citizen',
    hometowns: ['Mysuru', 'Pune', 'Chennai'],
  },
  SG: {
    nationalId: (i) => `S${pad(8412345 + i, 7)}D`,
    phone: (i) => `9123${pad(4500 + i, 4)}`,
    address: {
      line1: '1 Raffles Place, #20-01',
      city: 'Singapore',
      state: 'Central',
      postalCode: '048616',
      country: 'Singapore',
    },
    bank: { bankName: 'DBS Bank', branchCode: '7171', swiftCode: 'DBSSSGSG' },
    taxId: (i) => `S${pad(8412345 + i, 7)}D`,
    passportPrefix: 'E',
    nationality: 'Singaporean',
    citizenship: 'Permanent Resident',
    hometowns: ['Penang', 'Kuala Lumpur', 'Singapore'],
  },
  CR: {
    nationalId: (i) => `1-${pad(1234 + i, 4)}-${pad(5678 + i, 4)}`,
    phone: (i) => `8312-${pad(3400 + i, 4)}`,
    address: {
      line1: 'Avenida Central, Calle 5',
      city: 'San José',
      state: 'San José',
      postalCode: '10101',
      country: 'Costa Rica',
    },
    bank: { bankName: 'Banco Nacional de Costa Rica', branchCode: '151', swiftCode: 'BNCRCRSJ' },
    taxId: (i) => `1${pad(12345678 + i, 8)}`,
    passportPrefix: 'C',
    nationality: 'Costa Rican',
    citizenship: 'Citizen',
    hometowns: ['Heredia', 'Alajuela', 'Cartago'],
  },
};

export const UNIVERSITIES: Record<Exclude<Country, 'DEFAULT'>, string[]> = {
  US: ['New York University', 'University of Michigan', 'Georgia Institute of Technology'],
  IN: ['Indian Institute of Technology Madras', 'R.V. College of Engineering', 'Christ University'],
  SG: ['National University of Singapore', 'Nanyang Technological University', 'Singapore Management University'],
  CR: ['Universidad de Costa Rica', 'Instituto Tecnológico de Costa Rica', 'Universidad Nacional'],
};

/** Named demo people whose birthday or work anniversary falls this many days after seeding, so the home page has celebrations. */
export const CELEBRATION_OFFSETS: { number: string; kind: 'birthday' | 'anniversary'; inDays: number }[] = [
  { number: 'EMP0006', kind: 'birthday', inDays: 3 },
  { number: 'EMP0005', kind: 'anniversary', inDays: 6 },
  { number: 'EMP0004', kind: 'birthday', inDays: 0 },
  { number: 'EMP0008', kind: 'anniversary', inDays: 12 },
  { number: 'EMP0009', kind: 'birthday', inDays: 18 },
  { number: 'EMP0012', kind: 'anniversary', inDays: 25 },
];

/** Employees holding ESOPs (the ESOP menu shows only for them). */
export const ESOP_HOLDERS = ['EMP0001', 'EMP0003', 'EMP0005', 'EMP0006'];

/** A one-page PDF with a line of text: what tests upload (the demo documents are whole: esop-documents.ts, payslip-documents.ts). */
export function tinyPdf(title: string): Uint8Array {
  const content = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${pad(o, 10)} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
