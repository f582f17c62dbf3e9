import { sql } from 'drizzle-orm';
import { addDays } from '@tenure/domain/policies';
import type { QuestionType } from '@tenure/domain/surveys';
import { utcToday } from '../../platform/clock.ts';
import { jsonParam, queryRows, type Tx } from '../../platform/db.ts';

interface SeedQuestion {
  type: QuestionType;
  text: string;
  options?: string[];
  required?: boolean;
}

const EXIT_QUESTIONS: SeedQuestion[] = [
  {
    type: 'single',
    text: 'What is the main reason you are leaving?',
    options: [
      'Career growth',
      'Compensation',
      'Relocation',
      'Manager relationship',
      'Work-life balance',
      'Further studies',
    ],
  },
  { type: 'rating', text: 'How would you rate your overall experience at the company?' },
  { type: 'rating', text: 'How well did your manager support your development?' },
  {
    type: 'multiple',
    text: 'What did you value most while working here?',
    options: ['Colleagues', 'Learning opportunities', 'Flexible hours', 'Benefits', 'Projects'],
  },
  { type: 'single', text: 'Would you recommend the company as a place to work?', options: ['Yes', 'Maybe', 'No'] },
  { type: 'text', text: 'What could we have done to keep you?', required: false },
];

const ENGAGEMENT_QUESTIONS: SeedQuestion[] = [
  { type: 'rating', text: 'I would recommend this company as a great place to work.' },
  { type: 'rating', text: 'I have the tools and resources I need to do my job well.' },
  { type: 'rating', text: 'My manager gives me regular, useful feedback.' },
  { type: 'single', text: 'How do you feel about your workload?', options: ['Too light', 'About right', 'Too heavy'] },
  {
    type: 'multiple',
    text: 'Which benefits matter most to you?',
    options: ['Health insurance', 'Learning budget', 'Remote work', 'Wellness programme', 'Team events'],
  },
  { type: 'text', text: 'What is one thing we should change?', required: false },
];

const PULSE_QUESTIONS: SeedQuestion[] = [
  { type: 'rating', text: 'How was your week at work?' },
  { type: 'single', text: 'Did you feel blocked by anything this week?', options: ['No', 'A little', 'A lot'] },
  { type: 'text', text: 'Anything you would like to share?', required: false },
];

const SUGGESTIONS = [
  'More cross-team knowledge sharing sessions.',
  'Clearer priorities at the start of each quarter.',
  'Fewer recurring meetings on Fridays.',
  'A faster laptop refresh cycle.',
  'More visibility into career paths.',
  'Better onboarding documentation for new joiners.',
];
/** Skewed towards the upper half, as engagement answers usually are. */
const RATINGS = [4, 5, 3, 4, 4, 5, 2, 4, 3, 5, 4, 3];

async function questionnaire(
  tx: Tx,
  tenantId: string,
  kind: string,
  title: string,
  description: string,
  questions: SeedQuestion[],
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_questionnaires (tenant_id, kind, title, description) values (${tenantId}, ${kind}, ${title}, ${description}) returning id`,
  );
  const ids: string[] = [];
  for (const [i, q] of questions.entries()) {
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into survey_questions (tenant_id, questionnaire_id, position, type, text, required, options)
          values (${tenantId}, ${row!.id}, ${i + 1}, ${q.type}, ${q.text}, ${q.required ?? true}, ${jsonParam(q.options ?? [])}) returning id`,
    );
    ids.push(inserted!.id);
  }
  return { id: row!.id, questionIds: ids };
}

/** A plausible answer of respondent `n` to question `i`. */
function answerOf(q: SeedQuestion, n: number, i: number) {
  if (q.type === 'rating')
    return { rating: RATINGS[(n * 5 + i * 7) % RATINGS.length]!, choices: [] as string[], text: null };
  if (q.type === 'single') return { rating: null, choices: [q.options![(n * 3 + i) % q.options!.length]!], text: null };
  if (q.type === 'multiple')
    return {
      rating: null,
      choices: q.options!.filter((_, j) => (n + j) % 3 === 0 || j === n % q.options!.length),
      text: null,
    };
  return { rating: null, choices: [] as string[], text: n % 3 === 0 ? SUGGESTIONS[n % SUGGESTIONS.length]! : null };
}

async function respond(
  tx: Tx,
  tenantId: string,
  target: { surveyId?: string; assignmentId?: string },
  employee: { id: string; legal_entity_id: string; department_id: string | null; location_id: string | null },
  questions: SeedQuestion[],
  questionIds: string[],
  n: number,
  on: string,
) {
  const [response] = await queryRows<{ id: string }>(
    tx,
    sql`insert into survey_responses (tenant_id, survey_id, assignment_id, legal_entity_id, department_id, location_id, submitted_on)
        values (${tenantId}, ${target.surveyId ?? null}, ${target.assignmentId ?? null}, ${employee.legal_entity_id}, ${employee.department_id}, ${employee.location_id}, ${on}) returning id`,
  );
  const rows = questions
    .map((q, i) => ({ question_id: questionIds[i]!, ...answerOf(q, n, i) }))
    .filter((a) => a.rating !== null || a.choices.length > 0 || a.text !== null);
  await tx.execute(sql`insert into survey_answers (tenant_id, response_id, question_id, rating, choices, text_value)
                       select ${tenantId}, ${response!.id}, r.question_id, r.rating, r.choices, r.text
                         from jsonb_to_recordset(${jsonParam(rows)}) as r(question_id uuid, rating smallint, choices jsonb, text text)`);
}

/**
 * Surveys demo: an exit questionnaire answered by Farah Siddiqui (a leaver whose exit is completed),
 * an engagement survey open to everyone with answers from about two thirds of the employees without
 * a login (enough per department for the breakdown), and a weekly pulse questionnaire. The named
 * demo logins have not answered, so any of them can.
 */
export async function seedSurveys(tx: Tx, tenantId: string): Promise<void> {
  if (tenantId !== 'demo') return;
  const today = utcToday();
  const exit = await questionnaire(
    tx,
    tenantId,
    'exit',
    'Exit interview',
    'Your honest answers help us become a better place to work.',
    EXIT_QUESTIONS,
  );
  const engagement = await questionnaire(
    tx,
    tenantId,
    'engagement',
    'Annual engagement survey',
    'Twelve minutes on how work feels for you.',
    ENGAGEMENT_QUESTIONS,
  );
  await questionnaire(tx, tenantId, 'pulse', 'Weekly pulse', 'Three quick questions about your week.', PULSE_QUESTIONS);

  const [farah] = await queryRows<{
    id: string;
    legal_entity_id: string;
    department_id: string | null;
    location_id: string | null;
    manager_id: string | null;
  }>(
    tx,
    sql`select id, legal_entity_id, department_id, location_id, manager_id from employees where employee_number = 'EMP0106' and status = 'Resigned'`,
  );
  if (farah) {
    const lastDay = addDays(today, -20);
    const [resignation] = await queryRows<{ id: string }>(
      tx,
      sql`insert into resignations (tenant_id, employee_id, reason, proposed_last_day, notice_last_day, notice_days, last_working_day, notice_treatment, status, approver_id, decided_by, decided_at, exit_status, deactivated_at, created_at)
          values (${tenantId}, ${farah.id}, 'Moving into a controller role at a larger firm', ${lastDay}, ${lastDay}, 30, ${lastDay}, 'serve', 'Released', ${farah.manager_id}, ${farah.manager_id},
                  now() - interval '45 days', 'Completed', now() - interval '19 days', now() - interval '50 days') returning id`,
    );
    const [assignment] = await queryRows<{ id: string }>(
      tx,
      sql`insert into exit_survey_assignments (tenant_id, resignation_id, employee_id, questionnaire_id, anonymous, created_at)
          values (${tenantId}, ${resignation!.id}, ${farah.id}, ${exit.id}, false, now() - interval '25 days') returning id`,
    );
    await respond(
      tx,
      tenantId,
      { assignmentId: assignment!.id },
      farah,
      EXIT_QUESTIONS,
      exit.questionIds,
      3,
      addDays(today, -22),
    );
  }

  const [survey] = await queryRows<{ id: string }>(
    tx,
    sql`insert into employee_surveys (tenant_id, questionnaire_id, title, anonymous, opens_on, closes_on, reminder_every_days, last_reminded_on)
        values (${tenantId}, ${engagement.id}, 'Engagement survey ' || extract(year from now())::text, true, ${addDays(today, -10)}, ${addDays(today, 20)}, 5, ${addDays(today, -5)}) returning id`,
  );
  const respondents = await queryRows<{
    id: string;
    legal_entity_id: string;
    department_id: string | null;
    location_id: string | null;
  }>(
    tx,
    sql`select e.id, e.legal_entity_id, e.department_id, e.location_id from employees e
         where e.status not in ('Inactive', 'Resigned') and not exists (select 1 from users u where u.employee_id = e.id)
         order by e.employee_number`,
  );
  for (const [n, employee] of respondents.entries()) {
    if (n % 3 === 2) continue;
    await tx.execute(
      sql`insert into employee_survey_participants (tenant_id, survey_id, employee_id, responded_at) values (${tenantId}, ${survey!.id}, ${employee.id}, now() - ${`${n % 9} days`}::interval)`,
    );
    await respond(
      tx,
      tenantId,
      { surveyId: survey!.id },
      employee,
      ENGAGEMENT_QUESTIONS,
      engagement.questionIds,
      n,
      addDays(today, -(n % 9)),
    );
  }
}
