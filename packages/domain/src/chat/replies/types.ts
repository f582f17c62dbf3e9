/** A request waiting for the user's decision, as the assistant counts them. */
export type ApprovalWhat = 'leave' | 'timesheet' | 'all';

/** A colleague's public directory card, as the assistant describes it. */
export interface PersonCard {
  displayName: string;
  employeeNumber: string;
  /** Designation, department and location, those the person has. */
  role: string[];
  legalEntityName: string;
  reportingManager: string | null;
  /** The names of the other people the search found (at most three), and how many there were. */
  others: { count: number; names: string[] };
}

/**
 * The assistant's own words in one language: its fixed replies (SPEC §8 in English), the sentences
 * of its tools' answers, the headings of their tables and the labels of their links. Figures and
 * dates come in already formatted for the language (`ChatReplies.number`, `.day`, `.days`).
 */
export interface ChatWords {
  greeting: string;
  privacyNotice: string;
  notUnderstood: string;
  othersData: string;
  salary: string;
  personalData: string;
  ownRules: string;
  noAccess: string;
  nothingToConfirm: string;
  cancelled: string;
  emptyReply: string;
  somethingWentWrong: string;
  noEmployeeRecord: string;

  yes: string;
  no: string;
  /** The column headings of the tools' tables. */
  heading: {
    leaveType: string;
    balance: string;
    pending: string;
    available: string;
    from: string;
    to: string;
    days: string;
    approver: string;
    status: string;
    date: string;
    holiday: string;
    optional: string;
    employee: string;
    employeeNumber: string;
    designation: string;
    department: string;
    request: string;
    dates: string;
    quantity: string;
    submitted: string;
    goal: string;
    period: string;
    progress: string;
    skill: string;
    level: string;
    years: string;
  };
  /** The pages an answer links to. */
  link: {
    leaveDashboard: string;
    holidayCalendar: string;
    applyLeave: string;
    teamLeave: string;
    myTeam: string;
    myActions: string;
    weeklyTimesheet: string;
    myGoals: string;
    mySkills: string;
    policyLibrary: string;
  };
  /** Leave, goal and skill statuses as the API gives them (English), in the language; others show as given. */
  status: Record<string, string>;
  /** My Actions kinds the assistant lists; another kind shows the API's label. */
  actionKind: Record<string, string>;
  /** A week's timesheet status (the API's code). */
  weekStatus: Record<string, string>;

  /** `n` days (the count formatted), `n` hours, `n` stock options, `n` people. */
  days(n: number, shown: string): string;
  hours(n: number, shown: string): string;
  options(n: number, shown: string): string;
  people(n: number, shown: string): string;

  noBalances: string;
  oneBalance(args: { available: string; availableCount: number; type: string; pending: string }): string;
  balances(list: { type: string; available: string }[]): string;
  noPendingLeave: string;
  noLeaveHistory: string;
  pendingLeaveCount(n: number, shown: string): string;
  leaveHistoryCount(n: number, shown: string): string;
  noHolidays: string;
  nextHoliday(args: { name: string; day: string; count: number; shown: string }): string;
  whichType(types: string[]): string;
  whichDates(type: string): string;
  noWorkingDays(range: string): string;
  confirmApply(args: { days: string; type: string; range: string }): string;
  couldNotApply(reason: string): string;
  applied(args: { type: string; range: string; days: string; approver: string | null }): string;
  nobodyOnLeave: string;
  teamOnLeave(args: { today: number; todayShown: string; upcoming: string }): string;
  nobodyReports: string;
  reportsTo(args: { direct: number; directShown: string; indirect: number; indirectShown: string }): string;
  noManager: string;
  manager(args: { name: string; number: string; role: string; email: string }): string;
  nothingWaiting: Record<ApprovalWhat, string>;
  waiting(args: { count: number; shown: string; what: ApprovalWhat; groups: string }): string;
  timesheet(args: { range: string; status: string; hours: string; expected: string }): string;
  noGoals: string;
  goals(n: number, shown: string): string;
  noSkills: string;
  skills(n: number, shown: string): string;
  nameTooShort: string;
  nobodyCalled(name: string): string;
  person(card: PersonCard): string;
  policyNotFound: string;
  policyPassage(args: { title: string; page: number; passage: string }): string;
  policyPage(args: { title: string; page: number }): string;
  /** The instruction to an OpenAI-compatible model about the language of its answer. */
  modelLanguage: string;
  /** The reason given to the leave API for a request the assistant applied. */
  appliedReason: string;
}
