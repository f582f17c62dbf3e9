import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../messages.ts';
import { noticeInEveryLanguage, noticeTexts } from './index.ts';

const leave = {
  typeName: 'Casual Leave',
  startDate: '2026-12-07',
  endDate: '2026-12-09',
  halfDay: false,
  session: null,
};

describe('notices in the recipient language', () => {
  it('writes English for a user who never chose a language, or an unknown one', () => {
    for (const language of [null, undefined, 'xx']) {
      expect(noticeTexts(language, 'dd MMM yyyy').describeLeave({ ...leave, days: 3 })).toBe(
        'Casual Leave from 07 Dec 2026 to 09 Dec 2026 (3 days)',
      );
    }
  });

  it('keeps the tenant pattern and names the month in the reader language', () => {
    expect(noticeTexts('ru', 'dd MMM yyyy').timesheetSubmitReminder({ weekStart: '2026-12-07' }).body).toBe(
      'Заполните и отправьте табель за неделю с 07 дек. 2026.',
    );
    expect(noticeTexts('pt', 'dd/MM/yyyy').timesheetSubmitReminder({ weekStart: '2026-12-07' }).body).toBe(
      'Preencha e envie sua folha de ponto da semana de 07/12/2026.',
    );
  });

  it('counts days with each language plural rules (Russian has three forms)', () => {
    const ru = noticeTexts('ru', 'dd MMM yyyy');
    expect([1, 2, 5, 21, 1.5].map((days) => ru.describeLeave({ ...leave, days }).split('(')[1])).toEqual([
      '1 день)',
      '2 дня)',
      '5 дней)',
      '21 день)',
      '1.5 дня)',
    ]);
    expect(noticeTexts('pt', 'dd MMM yyyy').describeLeave({ ...leave, days: 1 })).toContain('(1 dia)');
    expect(noticeTexts('en', 'dd MMM yyyy').describeLeave({ ...leave, days: 1 })).toContain('(1 day)');
  });

  it('names who decided, or HR when nobody with an employee record did', () => {
    const decided = { kind: 'leave', status: 'approved', what: 'Casual Leave', reason: 'Enjoy' } as const;
    expect(noticeTexts('en', 'dd MMM yyyy').leaveDecided({ ...decided, who: null }).body).toBe(
      'HR approved your Casual Leave. Comment: Enjoy',
    );
    expect(noticeTexts('hi', 'dd MMM yyyy').leaveDecided({ ...decided, who: 'Asha Rao' })).toEqual({
      title: 'आपका छुट्टी का अनुरोध स्वीकृत हुआ',
      body: 'Asha Rao ने आपका अनुरोध (Casual Leave) स्वीकृत किया। टिप्पणी: Enjoy',
    });
  });

  it('writes every notice differently from English in every other language', () => {
    const all = noticeInEveryLanguage('dd MMM yyyy', (t) => [
      t.otp({ company: 'Acme', otp: '123456', minutes: 10 }).subject,
      t.invitation({ company: 'Acme', username: 'a', hours: 72, link: 'https://x' }).body,
      t.timesheetApprovalReminder().title,
      t.exitSurveyAssigned().body,
      t.goalDecided({ status: 'draft', goal: 'G', reason: null }).title,
      t.joinersToHr({ count: 3, name: 'A', joiningDate: '2026-12-01' }).title,
    ]);
    expect(Object.keys(all)).toEqual([...LANGUAGE_CODES]);
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en'))
      all[language].forEach((text, i) => expect(text, `${language} #${i}`).not.toBe(all.en[i]));
  });
});
