import { legalEntities, policyDocuments } from '../schema/index.ts';
import type { Tx } from '../../platform/db.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { sectionsPdf, sectionsText, type DocumentSection } from './section-pdf.ts';

/**
 * The demo tenant's Employee Handbook: a PDF in every legal entity's Policy Library, with its text
 * stored page by page as an upload stores it, so the HR assistant answers policy questions (the
 * resignation notice period, leave, POSH, security, insurance…) from demo data.
 */
export const HANDBOOK_TITLE = 'Employee Handbook';
const FILE_NAME = 'Employee Handbook.pdf';

/** One page a section: a heading and its paragraphs. */
const PAGES: DocumentSection[] = [
  {
    heading: 'Employee Handbook',
    paragraphs: [
      'Welcome to Tenure Demo Corp. This handbook sums up the policies that apply to every employee of the group. Where a local law or a country policy gives more, that applies.',
      'Questions about this handbook go to your HR business partner or to hr@tenure-demo.com. The HR assistant in the app quotes it with the page it comes from.',
    ],
  },
  {
    heading: 'Working hours, leave and holidays',
    paragraphs: [
      'The standard work week is forty hours, Monday to Friday. Timesheets are submitted every week by Monday noon.',
      'Leave is applied for in the app and approved by your reporting manager. Casual leave covers short personal needs; sick leave of more than two days needs a medical certificate; earned leave is planned at least two weeks ahead.',
      'The holiday calendar of your legal entity lists the public holidays and the optional holidays, of which you may choose two a year.',
    ],
  },
  {
    heading: 'Conduct, POSH, security and whistle blowing',
    paragraphs: [
      'POSH: the company does not tolerate sexual harassment. Complaints go to the Internal Committee at ic@tenure-demo.com and are handled in confidence within ninety days.',
      'Security: lock your screen when you leave your desk, never share your password, and report a lost laptop or phone to IT security within one hour.',
      'Whistle blower: concerns about fraud or misconduct may be raised, anonymously if you wish, with the ethics office. No one is penalised for a concern raised in good faith.',
    ],
  },
  {
    heading: 'Resignation and notice period',
    paragraphs: [
      'An employee who resigns submits the resignation in the app. The notice period for resignation is 60 days for confirmed employees and 30 days during probation.',
      'The notice period may be shortened with the approval of the reporting manager and HR, or bought out against the basic pay of the days not served. Earned leave cannot be set off against the notice period.',
      'On the last working day the employee returns company assets, and the full and final settlement is paid within 45 days.',
    ],
  },
  {
    heading: 'Health insurance and training assistance',
    paragraphs: [
      'Health insurance covers the employee, the spouse and two children from the first day of employment. Claims are made through the insurer portal.',
      'Training assistance: the company pays up to 1,500 US dollars a year (or the local equivalent) for courses and certifications related to your role, approved by your manager beforehand.',
    ],
  },
];

/** The handbook as a PDF, one section a page. */
export const handbookPdf = (): Buffer => sectionsPdf(PAGES);

/** The text an upload of the handbook stores: its pages, separated by PAGE_BREAK. */
export const handbookText = () => sectionsText(PAGES);

/** Where each legal entity's copy of the file is kept. */
const storageKeyOf = (tenantId: string, entityCode: string) =>
  `${tenantId}/policy-documents/seed/${entityCode}-employee-handbook.pdf`;

/** The handbook in every legal entity's Policy Library (the files are written by `writeHandbookFiles`). */
export async function seedPolicyHandbook(tx: Tx, tenantId: string): Promise<void> {
  const entities = await tx.select({ id: legalEntities.id, code: legalEntities.code }).from(legalEntities);
  const bytes = handbookPdf();
  const text = handbookText();
  await tx.insert(policyDocuments).values(
    entities.map((e) => ({
      tenantId,
      legalEntityId: e.id,
      title: HANDBOOK_TITLE,
      description: 'The policies every employee should know: leave, conduct, resignation and notice period, benefits.',
      fileName: FILE_NAME,
      storageKey: storageKeyOf(tenantId, e.code),
      sizeBytes: bytes.length,
      extractedText: text,
    })),
  );
}

/** Puts the handbook's files where the seeded rows point (missing ones only), so they download. */
export async function writeHandbookFiles(
  storage: FileStorage,
  tenantId: string,
  entityCodes: readonly string[],
): Promise<void> {
  const bytes = handbookPdf();
  for (const code of entityCodes) {
    const key = storageKeyOf(tenantId, code);
    if (!(await storage.get(key))) await storage.put(key, bytes);
  }
}
