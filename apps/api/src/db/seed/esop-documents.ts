import { sectionsPdf, type DocumentSection } from './section-pdf.ts';

/**
 * The demo company's ESOP User Manual and FAQ: the plan documents holders read on the ESOP page
 * (/docs/esop-user-manual, /docs/esop-faq). They describe the grants the demo seeds (one-year
 * cliff, four years of vesting in quarterly tranches, strike price in US dollars) and the app's
 * own screens, so what they say matches what a holder sees.
 */
export const ESOP_USER_MANUAL: DocumentSection[] = [
  {
    heading: 'ESOP User Manual',
    paragraphs: [
      'Tenure Demo Corp. Employee Stock Option Plan 2024. This manual explains how your stock options are granted, how they vest, how you exercise them in Tenure and what happens to them when you leave the company.',
      'It is a guide, not the plan itself: where this manual and the plan rules approved by the Board differ, the plan rules apply. Your grant letter states the number of options, the strike price and the vesting terms of your grant.',
      'Questions go to the ESOP desk at esop@tenure-demo.com or to your HR business partner.',
    ],
  },
  {
    heading: '1. Your grant',
    paragraphs: [
      'A stock option is the right to buy one share of Tenure Demo Corp. at a fixed price, the strike price, after it has vested. Options are granted by the Board on the recommendation of the Compensation Committee; a grant costs you nothing.',
      'Open My Finance, then the ESOP grants tab, to see each grant: its date, the options granted, the strike price and currency, and the figures vested to date, unvested and exercised.',
      'Grants made under the 2024 plan carry a strike price of 4.50 US dollars, the fair market value on the grant date as set by an independent valuation.',
    ],
  },
  {
    heading: '2. How options vest',
    paragraphs: [
      'Options vest over four years (48 months) from the grant date. Nothing vests during the first twelve months, the cliff; on the first anniversary of the grant one quarter of the options vests at once.',
      'After the cliff the rest vests in equal tranches every three months until the fourth anniversary. The options vested by any date are rounded down to whole options, so when a grant does not divide evenly some tranches hold one option more than others.',
      'The vesting schedule of each grant lists every tranche with its date, the options it brings, the total vested after it and whether it has vested or is upcoming. Vesting continues only while you are employed by the group; time on unpaid leave of more than three months pauses it.',
    ],
  },
  {
    heading: '3. Exercising vested options',
    paragraphs: [
      'Vested options may be exercised in any open window: the first fifteen days of January, April, July and October. Choose Exercise options on the grant, enter how many of the options available to exercise you want, and send the request to HR.',
      'The ESOP desk checks the request within five working days and approves or rejects it; you see the decision under Exercise requests and receive a notice. A request still waiting may be withdrawn.',
      'After approval you pay the strike price for each option exercised, plus any tax withheld, by bank transfer to the account named in the approval notice within ten working days. The shares are then allotted in your name in the equity portal of your country.',
    ],
  },
  {
    heading: '4. Tax',
    paragraphs: [
      'In most countries the difference between the fair market value on the exercise date and the strike price is taxed as salary when you exercise, and withheld through payroll. Selling the shares later may give rise to capital gains tax.',
      'India: the perquisite value is taxed in the month of exercise and shown on your payslip. United States: options under this plan are non-qualified stock options. Singapore: the gain is employment income of the year of exercise.',
      "This is general information, not tax advice. The ESOP links of My Finance open your country's equity portal, where the tax statement of each exercise can be downloaded.",
    ],
  },
  {
    heading: '5. Leaving the company',
    paragraphs: [
      'On your last working day, options that have not vested lapse. Vested options may still be exercised within 90 days of the last working day; after that they lapse as well.',
      'If employment ends because of death or permanent disability, all options vest at once and may be exercised within twelve months by you or your nominee. Options of an employee dismissed for misconduct lapse, vested or not.',
      'A transfer between companies of the group is not leaving: your grants and their vesting continue unchanged.',
    ],
  },
  {
    heading: '6. Corporate events and contacts',
    paragraphs: [
      'If the company is sold or merged, the Board may let unvested options vest early or replace them with options of the buyer of equal value. In a share split or bonus issue the number of options and the strike price are adjusted so that their value is unchanged.',
      'Options are personal: they cannot be sold, transferred or pledged. Nominate a beneficiary in the equity portal.',
      'ESOP desk: esop@tenure-demo.com. Equity portals: equity.tenure-demo.com/in, /us and /sg. Plan rules and the latest valuation report: ask the ESOP desk.',
    ],
  },
];

export const ESOP_FAQ: DocumentSection[] = [
  {
    heading: 'ESOP Frequently Asked Questions',
    paragraphs: [
      'Answers to the questions holders of Tenure Demo Corp. stock options ask most often. The ESOP User Manual explains the plan in full; the plan rules approved by the Board prevail over both documents.',
    ],
  },
  {
    heading: 'Grants and vesting',
    paragraphs: [
      'Who receives options? Employees in roles named by the Compensation Committee, at joining, on promotion and in the annual review. Consultants and contractors do not.',
      'When do my first options vest? On the first anniversary of the grant date, when one quarter vests at once. After that a tranche vests every three months.',
      'Why do my tranches differ by one option? The options vested by each date are rounded down to whole options; when a grant does not divide evenly, some tranches catch up by one.',
      "Does my strike price change? Only if the company's shares are split or consolidated, in which case the number of options changes with it so that the value stays the same.",
    ],
  },
  {
    heading: 'Exercising',
    paragraphs: [
      'When can I exercise? During an open window, the first fifteen days of January, April, July and October, and only options that have vested.',
      'Do I have to exercise as soon as options vest? No. Vested options stay exercisable until the tenth anniversary of the grant while you are employed.',
      'How long does approval take? Up to five working days. You can follow the request under Exercise requests on the ESOP page, and withdraw it while it waits.',
      'How do I pay? By bank transfer of the strike price and the tax to be withheld, within ten working days of approval, to the account named in the approval notice.',
    ],
  },
  {
    heading: 'Tax, leaving and help',
    paragraphs: [
      'Is tax due when options vest? No, tax is due when you exercise, on the difference between the fair market value on that day and the strike price.',
      'What happens to my options if I resign? Unvested options lapse on your last working day; vested ones can be exercised within 90 days of it.',
      'I moved to another company of the group. Do I lose my options? No. A transfer within the group does not end your employment for the plan.',
      'Whom do I ask? The ESOP desk at esop@tenure-demo.com, or your HR business partner.',
    ],
  },
];

export const esopUserManualPdf = () => sectionsPdf(ESOP_USER_MANUAL);
export const esopFaqPdf = () => sectionsPdf(ESOP_FAQ);
