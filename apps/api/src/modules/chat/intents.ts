import { namesADay, parseDateSpan, withoutLatinAccents, type DateSpan } from './dates.ts';

/** The tools the assistant can run, each through the API with the user's own session. */
export const CHAT_TOOLS = [
  'leaveBalance',
  'pendingLeaves',
  'leaveHistory',
  'holidays',
  'applyLeave',
  'teamLeave',
  'myTeam',
  'myManager',
  'pendingApprovals',
  'timesheetStatus',
  'myGoals',
  'mySkills',
  'whoIs',
  'policySearch',
] as const;
export type ChatTool = (typeof CHAT_TOOLS)[number];

/** What a message asks for: a tool with its arguments, or a turn of the conversation itself. */
export type Intent =
  | { kind: 'tool'; tool: ChatTool; args: ToolArgs }
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'greeting' }
  | { kind: 'refuse'; reason: 'othersData' | 'salary' | 'personalData' | 'ownRules' }
  | { kind: 'unknown' };

export interface ToolArgs {
  /** A leave type as the user named it, canonical: CL, SL, EL, LOP or COMP (matched to the tenant's types later). */
  leaveType?: string;
  startDate?: string;
  endDate?: string;
  halfDay?: boolean;
  /** whoIs: the name; policySearch: the question. */
  query?: string;
  /** pendingApprovals: only the leave or only the timesheets waiting for the user (all kinds when left out). */
  subject?: ApprovalSubject;
}

export const APPROVAL_SUBJECTS = ['leave', 'timesheet'] as const;
export type ApprovalSubject = (typeof APPROVAL_SUBJECTS)[number];

/**
 * Words the engine knows, each with the canonical word it stands for: English with common
 * misspellings handled by edit distance below, and Hindi words of the same meaning, romanised and
 * in Devanagari (DEVANAGARI below).
 */
const SYNONYMS: Record<string, string> = {
  leaves: 'leave',
  chutti: 'leave',
  chhutti: 'leave',
  chuti: 'leave',
  chhuti: 'leave',
  chuttiyan: 'leave',
  chhuttiyan: 'leave',
  avkash: 'leave',
  off: 'off',
  balance: 'balance',
  balances: 'balance',
  bachi: 'balance',
  baki: 'balance',
  baaki: 'balance',
  remaining: 'balance',
  left: 'balance',
  kitni: 'howmany',
  kitne: 'howmany',
  pending: 'pending',
  awaiting: 'pending',
  waiting: 'pending',
  unapproved: 'pending',
  history: 'history',
  past: 'history',
  previous: 'history',
  taken: 'history',
  itihas: 'history',
  record: 'history',
  records: 'history',
  holiday: 'holiday',
  holidays: 'holiday',
  chhuttiyon: 'holiday',
  festival: 'holiday',
  festivals: 'holiday',
  calendar: 'calendar',
  apply: 'apply',
  applying: 'apply',
  book: 'apply',
  request: 'apply',
  take: 'apply',
  want: 'want',
  need: 'want',
  chahiye: 'want',
  lena: 'want',
  leni: 'want',
  lagao: 'apply',
  daalo: 'apply',
  team: 'team',
  reportees: 'team',
  reports: 'team',
  teams: 'team',
  timesheet: 'timesheet',
  timesheets: 'timesheet',
  hours: 'hours',
  submitted: 'timesheet',
  goal: 'goal',
  goals: 'goal',
  objectives: 'goal',
  okr: 'goal',
  okrs: 'goal',
  lakshya: 'goal',
  skill: 'skill',
  skills: 'skill',
  who: 'who',
  kaun: 'who',
  whos: 'who',
  policy: 'policy',
  policies: 'policy',
  niyam: 'policy',
  rule: 'policy',
  rules: 'policy',
  salary: 'salary',
  pay: 'salary',
  payslip: 'salary',
  ctc: 'salary',
  tankhwah: 'salary',
  vetan: 'salary',
  compensation: 'salary',
  bonus: 'salary',
  casual: 'CL',
  cl: 'CL',
  sick: 'SL',
  sl: 'SL',
  medical: 'SL',
  bimari: 'SL',
  earned: 'EL',
  el: 'EL',
  privilege: 'EL',
  annual: 'EL',
  vacation: 'EL',
  lop: 'LOP',
  unpaid: 'LOP',
  comp: 'COMP',
  compoff: 'COMP',
  compensatory: 'COMP',
  half: 'half',
  aadha: 'half',
  aadhi: 'half',
  yes: 'yes',
  yeah: 'yes',
  yep: 'yes',
  confirm: 'yes',
  confirmed: 'yes',
  sure: 'yes',
  haan: 'yes',
  han: 'yes',
  ha: 'yes',
  ok: 'yes',
  okay: 'yes',
  proceed: 'yes',
  theek: 'yes',
  no: 'no',
  nope: 'no',
  cancel: 'no',
  nahi: 'no',
  nahin: 'no',
  mat: 'no',
  stop: 'no',
  hi: 'hello',
  hello: 'hello',
  hey: 'hello',
  namaste: 'hello',
  thanks: 'hello',
  thank: 'hello',
  shukriya: 'hello',
  dhanyavad: 'hello',
  my: 'my',
  mine: 'my',
  mera: 'my',
  meri: 'my',
  mere: 'my',
  me: 'my',
  i: 'my',
  im: 'my',
  week: 'week',
  hafte: 'week',
  today: 'today',
  aaj: 'today',
  this: 'this',
  is: 'is',
  manager: 'manager',
  boss: 'manager',
  supervisor: 'manager',
  rm: 'manager',
  prabandhak: 'manager',
  members: 'members',
  member: 'members',
  people: 'members',
  log: 'members',
  colleagues: 'members',
  approval: 'approval',
  approvals: 'approval',
  approve: 'approval',
  approving: 'approval',
  manjoori: 'approval',
  manzoori: 'approval',
  swikriti: 'approval',
  address: 'aboutPerson',
  birthday: 'aboutPerson',
  age: 'aboutPerson',
  family: 'aboutPerson',
  spouse: 'aboutPerson',
  rating: 'aboutPerson',
  ratings: 'aboutPerson',
  appraisal: 'aboutPerson',
  review: 'aboutPerson',
  attendance: 'aboutPerson',
  bank: 'private',
  ifsc: 'private',
  iban: 'private',
  aadhaar: 'private',
  aadhar: 'private',
  passport: 'private',
  ssn: 'private',
};

/** The Hindi words above as they are written in Devanagari. */
const DEVANAGARI: Record<string, string> = {
  छुट्टी: 'leave',
  छुट्टियां: 'leave',
  छुट्टियाँ: 'leave',
  छुट्टियों: 'holiday',
  अवकाश: 'leave',
  लीव: 'leave',
  बची: 'balance',
  बचा: 'balance',
  बाकी: 'balance',
  बाक़ी: 'balance',
  बैलेंस: 'balance',
  कितनी: 'howmany',
  कितने: 'howmany',
  लंबित: 'pending',
  पेंडिंग: 'pending',
  इतिहास: 'history',
  रिकॉर्ड: 'history',
  अवकाशों: 'holiday',
  त्योहार: 'holiday',
  कैलेंडर: 'calendar',
  चाहिए: 'want',
  लेना: 'want',
  लेनी: 'want',
  लगाओ: 'apply',
  डालो: 'apply',
  टीम: 'team',
  टाइमशीट: 'timesheet',
  घंटे: 'hours',
  लक्ष्य: 'goal',
  कौशल: 'skill',
  स्किल: 'skill',
  कौन: 'who',
  नियम: 'policy',
  नीति: 'policy',
  वेतन: 'salary',
  तनख्वाह: 'salary',
  तनख़्वाह: 'salary',
  सैलरी: 'salary',
  आकस्मिक: 'CL',
  बीमारी: 'SL',
  आधा: 'half',
  आधी: 'half',
  हाँ: 'yes',
  हां: 'yes',
  ठीक: 'yes',
  नहीं: 'no',
  मत: 'no',
  नमस्ते: 'hello',
  धन्यवाद: 'hello',
  शुक्रिया: 'hello',
  मेरा: 'my',
  मेरी: 'my',
  मेरे: 'my',
  मुझे: 'my',
  मैं: 'my',
  आज: 'today',
  हफ्ते: 'week',
  हफ़्ते: 'week',
  सप्ताह: 'week',
  मैनेजर: 'manager',
  प्रबंधक: 'manager',
  बॉस: 'manager',
  सदस्य: 'members',
  लोग: 'members',
  मंजूरी: 'approval',
  मंज़ूरी: 'approval',
  स्वीकृति: 'approval',
  अनुमोदन: 'approval',
  बैंक: 'private',
  आधार: 'private',
  पासपोर्ट: 'private',
};

/** Marathi words (Devanagari) with their meaning, beside the Hindi ones above. */
const MARATHI: Record<string, string> = {
  रजा: 'leave',
  रजेचा: 'leave',
  रजेची: 'leave',
  रजेचे: 'leave',
  रजेसाठी: 'leave',
  रजेवर: 'leave',
  रजांची: 'leave',
  शिल्लक: 'balance',
  प्रलंबित: 'pending',
  किती: 'howmany',
  सुट्टी: 'holiday',
  सुट्ट्या: 'holiday',
  सुट्ट्यांची: 'holiday',
  सुट्ट्यांचे: 'holiday',
  अर्ज: 'apply',
  हवी: 'want',
  हवा: 'want',
  हवे: 'want',
  तास: 'hours',
  उद्दिष्ट: 'goal',
  उद्दिष्टे: 'goal',
  कौशल्य: 'skill',
  कौशल्ये: 'skill',
  कोण: 'who',
  धोरण: 'policy',
  धोरणे: 'policy',
  पगार: 'salary',
  होय: 'yes',
  हो: 'yes',
  नाही: 'no',
  नको: 'no',
  नमस्कार: 'hello',
  माझा: 'my',
  माझी: 'my',
  माझे: 'my',
  माझ्या: 'my',
  मला: 'my',
  मी: 'my',
  आठवड्यात: 'week',
  आठवडा: 'week',
  व्यवस्थापक: 'manager',
  मंजुरी: 'approval',
  मंजुरीसाठी: 'approval',
  आजारपण: 'SL',
  अर्धा: 'half',
  अर्धी: 'half',
};

/** Portuguese words (written without accents: normalise drops them) with their meaning. */
const PORTUGUESE: Record<string, string> = {
  ferias: 'leave',
  ausencia: 'leave',
  ausencias: 'leave',
  licenca: 'leave',
  licencas: 'leave',
  folga: 'off',
  folgas: 'off',
  saldo: 'balance',
  saldos: 'balance',
  restantes: 'balance',
  quantos: 'howmany',
  quantas: 'howmany',
  pendente: 'pending',
  pendentes: 'pending',
  historico: 'history',
  feriado: 'holiday',
  feriados: 'holiday',
  calendario: 'calendar',
  solicitar: 'apply',
  solicita: 'apply',
  pedir: 'apply',
  tirar: 'apply',
  marcar: 'apply',
  quero: 'want',
  preciso: 'want',
  equipe: 'team',
  horas: 'hours',
  meta: 'goal',
  metas: 'goal',
  objetivos: 'goal',
  competencia: 'skill',
  competencias: 'skill',
  habilidades: 'skill',
  quem: 'who',
  politica: 'policy',
  politicas: 'policy',
  regra: 'policy',
  regras: 'policy',
  norma: 'policy',
  salario: 'salary',
  pagamento: 'salary',
  holerite: 'salary',
  contracheque: 'salary',
  remuneracao: 'salary',
  doenca: 'SL',
  atestado: 'SL',
  meio: 'half',
  sim: 'yes',
  confirmo: 'yes',
  pode: 'yes',
  nao: 'no',
  cancelar: 'no',
  cancela: 'no',
  ola: 'hello',
  oi: 'hello',
  obrigado: 'hello',
  obrigada: 'hello',
  meu: 'my',
  minha: 'my',
  meus: 'my',
  minhas: 'my',
  eu: 'my',
  semana: 'week',
  hoje: 'today',
  gestor: 'manager',
  chefe: 'manager',
  gerente: 'manager',
  membros: 'members',
  pessoas: 'members',
  aprovacao: 'approval',
  aprovacoes: 'approval',
  aprovar: 'approval',
  banco: 'private',
  bancaria: 'private',
  cpf: 'private',
  passaporte: 'private',
};

/**
 * Russian stems with their meaning: a word means what the longest stem it starts with means
 * (отпуск, отпуска, отпуском). Short words are matched whole (RUSSIAN_WORDS).
 */
const RUSSIAN_STEMS: [string, string][] = [
  ['отпуск', 'leave'],
  ['больничн', 'SL'],
  ['отгул', 'COMP'],
  ['остат', 'balance'],
  ['сколько', 'howmany'],
  ['рассмотрен', 'pending'],
  ['ожидающ', 'pending'],
  ['истори', 'history'],
  ['праздник', 'holiday'],
  ['праздничн', 'holiday'],
  ['календар', 'calendar'],
  ['оформ', 'apply'],
  ['подать', 'apply'],
  ['взять', 'apply'],
  ['хочу', 'want'],
  ['нуж', 'want'],
  ['команд', 'team'],
  ['табел', 'timesheet'],
  ['часов', 'hours'],
  ['цели', 'goal'],
  ['целей', 'goal'],
  ['навык', 'skill'],
  ['политик', 'policy'],
  ['правил', 'policy'],
  ['зарплат', 'salary'],
  ['оклад', 'salary'],
  ['преми', 'salary'],
  ['отмен', 'no'],
  ['здравств', 'hello'],
  ['спасибо', 'hello'],
  ['привет', 'hello'],
  ['недел', 'week'],
  ['сегодня', 'today'],
  ['руководител', 'manager'],
  ['начальник', 'manager'],
  ['менеджер', 'manager'],
  ['подчинен', 'team'],
  ['согласован', 'approval'],
  ['одобрен', 'approval'],
  ['утвержден', 'approval'],
  ['банк', 'private'],
  ['паспорт', 'private'],
  ['ежегодн', 'EL'],
  ['полдня', 'half'],
];
const RUSSIAN_WORDS: Record<string, string> = {
  да: 'yes',
  ок: 'yes',
  нет: 'no',
  кто: 'who',
  мой: 'my',
  моя: 'my',
  мои: 'my',
  моё: 'my',
  мое: 'my',
  моих: 'my',
  мне: 'my',
  меня: 'my',
  я: 'my',
  снилс: 'private',
  инн: 'private',
};

/** Misspellings are corrected towards these words only (short words would match too much). */
const CORRECTABLE = [
  'leave',
  'leaves',
  'balance',
  'pending',
  'history',
  'holiday',
  'holidays',
  'apply',
  'timesheet',
  'timesheets',
  'goals',
  'skills',
  'policy',
  'salary',
  'casual',
  'sick',
  'earned',
  'privilege',
  'vacation',
  'confirm',
  'cancel',
  'tomorrow',
  'friday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'saturday',
  'sunday',
  'remaining',
  'chutti',
  'chhutti',
  'team',
  'reportees',
  'calendar',
];

/** Optimal string alignment distance, stopping early above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

function correct(word: string): string {
  if (word.length < 4 || meaningOf(word) !== word || !/^[a-z]+$/.test(word)) return word;
  const max = word.length >= 7 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const known of CORRECTABLE) {
    const distance = editDistance(word, known, max);
    if (distance < bestDistance) [best, bestDistance] = [known, distance];
  }
  return best ?? word;
}

export interface Normalised {
  /** The words, lower case, misspellings corrected. */
  words: string[];
  /** The canonical meaning of each word (itself when unknown). */
  meanings: Set<string>;
}

export function normalise(text: string): Normalised {
  const words = withoutLatinAccents(text)
    .toLowerCase()
    .replace(/comp[\s-]?off/g, 'compoff')
    .replace(/[’']s\b/g, ' __poss ')
    // Devanagari and Cyrillic letters and signs are word characters; Devanagari full stops (danda) are not.
    // eslint-disable-next-line no-misleading-character-class -- ranges of code points, no combined character is meant
    .split(/[^a-z0-9_\u0400-\u04ff\u0900-\u0963\u0966-\u097f-]+/)
    .filter(Boolean)
    .map(correct);
  return { words, meanings: new Set(words.map(meaningOf)) };
}

/** Own keys only: a word such as "constructor" is not a meaning. */
function meaningOf(word: string): string {
  for (const known of [SYNONYMS, DEVANAGARI, MARATHI, PORTUGUESE, RUSSIAN_WORDS])
    if (Object.hasOwn(known, word)) return known[word]!;
  if (/[\u0400-\u04ff]/.test(word)) {
    let best: [string, string] | undefined;
    for (const stem of RUSSIAN_STEMS)
      if (word.startsWith(stem[0]) && (!best || stem[0].length > best[0].length)) best = stem;
    if (best) return best[1];
  }
  return word;
}

const LEAVE_TYPE_PHRASES: [RegExp, string][] = [
  [/\bloss of pay\b|\bleave without pay\b/, 'LOP'],
  [/\bcomp(ensatory)?[\s-]?off\b/, 'COMP'],
];

function leaveTypeOf(text: string, meanings: Set<string>): string | undefined {
  for (const [pattern, code] of LEAVE_TYPE_PHRASES) if (pattern.test(text)) return code;
  return ['CL', 'SL', 'EL', 'LOP', 'COMP'].find((code) => meanings.has(code));
}

/** Words that name a topic of the policy library when the message asks nothing else. */
const POLICY_TOPICS = [
  'posh',
  'security',
  'insurance',
  'training',
  'whistle',
  'notice',
  'resignation',
  'resign',
  'probation',
  'overtime',
  'harassment',
  'travel',
  'reimbursement',
  'maternity',
  'paternity',
  'dress',
  'remote',
  'conduct',
  'gratuity',
  'relocation',
  'wfh',
  'code',
  'benefits',
  'handbook',
  'shift',
  'allowance',
];
const QUESTION_WORDS = new Set([
  'what',
  'how',
  'when',
  'can',
  'does',
  'do',
  'is',
  'are',
  'which',
  'where',
  'why',
  'kya',
  'kaise',
  'kab',
  'qual',
  'quais',
  'como',
  'quando',
  'quanto',
  'onde',
  'posso',
  'que',
  'что',
  'как',
  'когда',
  'какие',
  'какой',
  'где',
  'можно',
  'क्या',
  'कैसे',
  'कब',
  'काय',
  'कसे',
  'केव्हा',
  'allowed',
  'eligible',
]);
const SELF_WORDS = new Set([
  'my',
  'i',
  'me',
  'mine',
  'mera',
  'meri',
  'mere',
  'today',
  'tomorrow',
  'this',
  'next',
  'that',
  'it',
  'the',
  'a',
  'your',
  'our',
  'team',
  'company',
]);

/** Possessive endings of Marathi names written together with them: राहुलची, राहुलचा, राहुलचे, राहुलच्या. */
const MARATHI_POSSESSIVE = /^(\S{2,})(?:ची|चा|चे|च्या)$/;
/** The Hindi postpositions after an owner: राहुल की छुट्टी, "Rahul ki chutti". */
const HINDI_OF = new Set(['की', 'का', 'के', 'ki', 'ka', 'ke']);

/**
 * Someone other than the user named in another language as the owner of data: "saldo do João",
 * "отпуск Ивана" (a capitalised word after the first), "राहुल की छुट्टी", "Rahul ki chutti",
 * "राहुलची रजा". Words the engine knows (मेरी, माझी, रजेची) are never an owner.
 */
function namesSomeoneElseInOtherLanguages(original: string, words: string[]): boolean {
  const owner = /\b(?:do|da|dos|das)\s+([A-ZÀ-Ý][a-zà-ÿ]+)/.exec(original);
  if (owner && meaningOf(owner[1]!.toLowerCase()) === owner[1]!.toLowerCase()) return true;
  const tokens = original.split(/[\s?!.,]+/).filter(Boolean);
  if (tokens.slice(1).some((t) => /^[А-ЯЁ][а-яё]+$/.test(t) && meaningOf(t.toLowerCase()) === t.toLowerCase()))
    return true;
  const known = (word: string) => meaningOf(word) !== word || SELF_WORDS.has(word) || namesADay(word);
  if (words.some((w, i) => i > 0 && HINDI_OF.has(w) && !known(words[i - 1]!) && !/^\d+$/.test(words[i - 1]!)))
    return true;
  return words.some((w) => MARATHI_POSSESSIVE.test(w) && !known(w));
}

/** Someone other than the user, named as the owner of data: "Rahul's balance", "balance of EMP0005". */
function namesSomeoneElse(original: string, words: string[]): boolean {
  if (/\bemp\d{3,}\b/i.test(original)) return true;
  const poss = words.indexOf('__poss');
  if (poss > 0 && !SELF_WORDS.has(words[poss - 1]!)) return true;
  if (namesSomeoneElseInOtherLanguages(original, words)) return true;
  const of = /\b(?:of|for)\s+([A-Z][a-z]+)\b/.exec(original);
  return Boolean(
    of &&
    ![
      'Casual',
      'Sick',
      'Earned',
      'Privilege',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'Leave',
      'Next',
      'Tomorrow',
      'Today',
      'Me',
    ].includes(of[1]!) &&
    !/^[A-Z][a-z]+ (?:days?|leave)/.test(original.slice(of.index + of[0].length - of[1]!.length)),
  );
}

/** Personal data the assistant never shows, of anyone: bank and identity details, addresses, numbers to reach a person privately. */
const PRIVATE_DATA =
  /\b(?:account (?:number|no|details)|social security|national id|pan (?:card|number|no)|date of birth|dob|home address|personal (?:phone|mobile|email|address|details)|(?:phone|mobile) numbers? of (?:everyone|all)|medical records?)\b/;
/** A message that asks the assistant to drop its rules. */
const OWN_RULES =
  /\b(?:ignore|forget|bypass|override|disregard)\b.*\b(?:rules|instructions|restrictions|guidelines|prompt)\b/;

/** Words around a name in the other languages' "who is …" (English's are taken out by a pattern). */
const NAME_FILLERS = new Set([
  'кто',
  'такой',
  'такая',
  'это',
  'quem',
  'é',
  'e',
  'o',
  'a',
  'कौन',
  'है',
  'हैं',
  'कोण',
  'आहे',
  'आहेत',
]);

const span = (dates: DateSpan | null): Partial<ToolArgs> =>
  dates ? { startDate: dates.startDate, endDate: dates.endDate } : {};

/**
 * The built-in engine's reading of a message: rules over normalised words (synonyms, Hindi words,
 * misspellings) in order of how specific they are. `today` anchors relative dates.
 */
export function recogniseIntent(message: string, today: string): Intent {
  const text = message.toLowerCase();
  const { words, meanings } = normalise(message);
  const has = (...m: string[]) => m.some((x) => meanings.has(x));
  const leaveType = leaveTypeOf(text, meanings);
  const contentWords = words.filter((w) => w.length > 2 && !QUESTION_WORDS.has(w) && w !== '__poss');

  if (words.length <= 3 && has('yes') && !has('leave', 'balance', 'holiday')) return { kind: 'confirm' };
  if (words.length <= 3 && has('no') && !has('leave', 'balance', 'holiday')) return { kind: 'cancel' };

  if (has('salary')) return { kind: 'refuse', reason: 'salary' };
  if (has('private') || PRIVATE_DATA.test(text)) return { kind: 'refuse', reason: 'personalData' };
  if (OWN_RULES.test(text)) return { kind: 'refuse', reason: 'ownRules' };
  const personal = has(
    'leave',
    'balance',
    'pending',
    'history',
    'timesheet',
    'goal',
    'skill',
    'CL',
    'SL',
    'EL',
    'aboutPerson',
  );
  if (personal && !has('team', 'policy') && namesSomeoneElse(message, words))
    return { kind: 'refuse', reason: 'othersData' };

  // What waits for the user's decision: "pending leave approvals", "leave requests of my team".
  const howTo = has('policy') || /\bhow (?:do|does|can|should|to)\b|\bprocess\b/.test(text);
  if (!howTo && !has('who') && (has('approval') || (has('team') && has('pending')))) {
    const subject = has('timesheet', 'hours')
      ? 'timesheet'
      : has('leave', 'off', 'CL', 'SL', 'EL', 'COMP')
        ? 'leave'
        : undefined;
    return { kind: 'tool', tool: 'pendingApprovals', args: subject ? { subject } : {} };
  }
  if (
    (!howTo && has('manager') && has('my') && !personal && !has('team')) ||
    /\bwho (?:do|should) i report to\b/.test(text)
  )
    return { kind: 'tool', tool: 'myManager', args: {} };
  const asksTeam = (has('team') && has('my')) || /\b(?:reports?|reporting) to me\b|\bunder me\b/.test(text);
  if (asksTeam && !personal && !has('off', 'week', 'today', 'holiday', 'policy'))
    return { kind: 'tool', tool: 'myTeam', args: {} };

  if (/\b(who is|who's|whos|kaun) (off|out|away|on leave)\b/.test(text))
    return { kind: 'tool', tool: 'teamLeave', args: {} };
  if (has('who') || /\b(tell me about|find|look up|lookup|search for)\s+[a-z]/i.test(message)) {
    const name = message
      .replace(/\bwho['’]s\b/gi, ' ')
      .replace(
        /\b(who|whos|is|kaun|hai|tell me about|find|look ?up|search for|employee|colleague|please|the|person|called|named)\b/gi,
        ' ',
      )
      .replace(/[?!.]/g, ' ')
      .split(/\s+/)
      .filter((word) => word && !NAME_FILLERS.has(word.toLowerCase()))
      .join(' ');
    if (name && !personal && !has('policy')) return { kind: 'tool', tool: 'whoIs', args: { query: name } };
  }

  const dates = parseDateSpan(message, today);
  const applying =
    has('apply', 'want') ||
    /\b(i'?ll be|i will be|going to be|be)\s+(on leave|off|out)\b/.test(text) ||
    /\btake\b.*\boff\b/.test(text) ||
    /\bday off\b/.test(text);
  if (applying && (has('leave', 'off', 'CL', 'SL', 'EL', 'LOP', 'COMP') || dates) && !has('policy', 'how')) {
    return {
      kind: 'tool',
      tool: 'applyLeave',
      args: { ...(leaveType ? { leaveType } : {}), ...span(dates), ...(has('half') ? { halfDay: true } : {}) },
    };
  }
  if (
    has('leave', 'off') &&
    dates &&
    !has('balance', 'pending', 'history', 'team', 'policy', 'holiday') &&
    !QUESTION_WORDS.has(words[0] ?? '')
  ) {
    return {
      kind: 'tool',
      tool: 'applyLeave',
      args: { ...(leaveType ? { leaveType } : {}), ...span(dates), ...(has('half') ? { halfDay: true } : {}) },
    };
  }

  if (has('team') && has('leave', 'off', 'week', 'today')) return { kind: 'tool', tool: 'teamLeave', args: {} };
  if (has('pending') && (has('leave') || words.length <= 3)) return { kind: 'tool', tool: 'pendingLeaves', args: {} };
  if (has('balance', 'howmany') && (has('leave', 'CL', 'SL', 'EL', 'COMP') || words.length <= 3)) {
    return { kind: 'tool', tool: 'leaveBalance', args: leaveType ? { leaveType } : {} };
  }
  if (has('history') && (has('leave') || words.length <= 3)) return { kind: 'tool', tool: 'leaveHistory', args: {} };
  if (
    has('holiday', 'calendar') &&
    !has('policy') &&
    !/\bholiday policy\b/.test(text) &&
    !(words.length === 1 && message.trim() === 'Holiday')
  ) {
    return { kind: 'tool', tool: 'holidays', args: {} };
  }
  if (has('timesheet', 'hours') && !has('policy')) return { kind: 'tool', tool: 'timesheetStatus', args: {} };
  if (has('goal') && !has('policy')) return { kind: 'tool', tool: 'myGoals', args: {} };
  if (has('skill') && !has('policy', 'training')) return { kind: 'tool', tool: 'mySkills', args: {} };
  if (has('leave') && !has('policy') && has('my') && (has('how', 'howmany') || words.length <= 3))
    return { kind: 'tool', tool: 'leaveBalance', args: leaveType ? { leaveType } : {} };

  const topic = words.some((w) => POLICY_TOPICS.includes(w)) || has('policy');
  if (topic || contentWords.length >= 2 || (words.length === 1 && message.trim().length > 2 && !has('hello'))) {
    if (has('hello') && !topic) return { kind: 'greeting' };
    return { kind: 'tool', tool: 'policySearch', args: { query: message.trim() } };
  }
  if (has('hello')) return { kind: 'greeting' };
  return { kind: 'unknown' };
}

/** The leave details a message gives (type, dates, half day): what answers the assistant's question while it applies for leave. */
export function leaveSlotsOf(message: string, today: string): ToolArgs {
  const { meanings } = normalise(message);
  const leaveType = leaveTypeOf(message.toLowerCase(), meanings);
  return {
    ...(leaveType ? { leaveType } : {}),
    ...span(parseDateSpan(message, today)),
    ...(meanings.has('half') ? { halfDay: true } : {}),
  };
}
