import { periodLabel } from './period.ts';
import type { DayFormatter, DecidedStatus, MonthFormatter, NoticeTexts } from './types.ts';

const NOUN = { leave: 'रजेची विनंती', compOff: 'कॉम्प-ऑफ विनंती' } as const;
const STATUS: Record<DecidedStatus, string> = { approved: 'मंजूर', rejected: 'नामंजूर', cancelled: 'रद्द' };
const SESSION = { 'First Half': 'पहिला भाग', 'Second Half': 'दुसरा भाग' } as const;

/** Marathi (Devanagari), with the loanwords HR staff use (टाइमशीट, कॉम्प-ऑफ, एचआर). */
export const marathiNotices = (day: DayFormatter, month: MonthFormatter): NoticeTexts => ({
  otp: ({ company, otp, minutes }) => ({
    subject: `${company}: तुमचा वन-टाइम पासवर्ड`,
    body: `तुमचा वन-टाइम पासवर्ड ${otp} आहे. तो ${minutes} मिनिटांत कालबाह्य होईल. तुम्ही तो मागितला नसल्यास या मेलकडे दुर्लक्ष करा.`,
  }),
  invitation: ({ company, username, hours, link }) => ({
    subject: `${company}: Tenure वर तुमचे आमंत्रण`,
    body: `तुम्हाला Tenure वर ${company} मध्ये आमंत्रित केले आहे. तुमचे युजरनेम ${username} आहे.\n\nतुमचा पासवर्ड येथे निवडा (लिंक एकदाच, ${hours} तासांसाठी चालेल):\n${link}`,
  }),
  passwordReset: ({ company, username, hours, link }) => ({
    subject: `${company}: नवीन पासवर्ड निवडा`,
    body: `${company} च्या एका अ‍ॅडमिनिस्ट्रेटरने तुम्हाला ${username} साठी नवीन पासवर्ड निवडण्यास सांगितले आहे.\n\nतो येथे निवडा (लिंक एकदाच, ${hours} तासांसाठी चालेल):\n${link}\n\nतोपर्यंत तुमचा जुना पासवर्ड चालणार नाही.`,
  }),

  leaveRequested: ({ kind, employee, what, reason }) => ({
    title: `${employee} यांची नवीन ${NOUN[kind]}`,
    body: `${employee} यांनी विनंती केली आहे: ${what}. कारण: ${reason}`,
  }),
  leaveDecided: ({ kind, who, status, what, reason }) => ({
    title: `तुमची ${NOUN[kind]} ${STATUS[status]} झाली`,
    body: `${who ?? 'एचआर'} यांनी तुमची विनंती (${what}) ${STATUS[status]} केली.${reason ? ` ${status === 'approved' ? 'टिप्पणी' : 'कारण'}: ${reason}` : ''}`,
  }),
  describeLeave: ({ typeName, startDate, endDate, halfDay, session, days }) =>
    `${typeName}, ${startDate === endDate ? day(startDate) : `${day(startDate)} ते ${day(endDate)}`} (${
      halfDay ? (session ? `अर्धा दिवस, ${SESSION[session]}` : 'अर्धा दिवस') : `${days} दिवस`
    })`,
  describeCompOff: ({ workedDate, days }) =>
    `${day(workedDate)} रोजी केलेल्या कामाबद्दल कॉम्प-ऑफ (${days === 1 ? '1 दिवस' : 'अर्धा दिवस'})`,

  timesheetLineDecided: ({ who, status, line, weekStart, reason }) => ({
    title: `टाइमशीट लाइन ${STATUS[status]}`,
    body: `${who ?? 'टाइमशीट अ‍ॅडमिनिस्ट्रेटर'} यांनी ${day(weekStart)} च्या आठवड्याची लाइन “${line}” ${STATUS[status]} केली.${reason ? ` कारण: ${reason}` : ''}`,
  }),
  timesheetSubmitReminder: ({ weekStart }) => ({
    title: 'तुमची टाइमशीट सबमिट झालेली नाही',
    body: `कृपया ${day(weekStart)} पासूनच्या आठवड्याची तुमची टाइमशीट भरा आणि सबमिट करा.`,
  }),
  timesheetApprovalReminder: () => ({
    title: 'टाइमशीट तुमच्या मंजुरीच्या प्रतीक्षेत आहेत',
    body: 'तुमच्या टीमच्या टाइमशीट लाइन तुमच्या निर्णयाची वाट पाहत आहेत.',
  }),

  offboardingTask: ({ leaver, task, due }) => ({
    title: `${leaver} साठी नवीन ऑफबोर्डिंग काम`,
    body: `${task}, अंतिम तारीख ${day(due)}.`,
  }),
  exitSurveyAssigned: () => ({
    title: 'तुमचे एक्झिट सर्वेक्षण',
    body: 'आमच्यासोबतच्या तुमच्या अनुभवाबद्दल सांगा: तुमचे एक्झिट सर्वेक्षण खुले आहे.',
  }),
  surveyReminder: ({ survey, closesOn }) => ({
    title: 'एक सर्वेक्षण तुमच्या उत्तराची वाट पाहत आहे',
    body: `कृपया ${day(closesOn)} पूर्वी “${survey}” चे उत्तर द्या.`,
  }),
  reactivated: ({ company, joiningDate }) => ({
    title: 'पुन्हा स्वागत आहे',
    body: `${company} मधील तुमचा रोजगार ${day(joiningDate)} पासून पुन्हा सक्रिय आहे. तुमच्या युजरनेम आणि पासवर्डने साइन इन करा.`,
  }),

  goalSubmitted: ({ employee, goal }) => ({ title: `${employee} यांनी मंजुरीसाठी एक ध्येय पाठवले आहे`, body: goal }),
  goalDecided: ({ status, goal, reason }) => ({
    title: status === 'draft' ? 'तुमच्या ध्येयात बदल करण्याची विनंती केली आहे' : `तुमचे ध्येय ${STATUS[status]} झाले`,
    body: reason ? `${goal}: ${reason}` : goal,
  }),
  skillSubmitted: ({ employee, skill, level, years }) => ({
    title: `${employee} यांनी मंजुरीसाठी “${skill}” हे कौशल्य जोडले आहे`,
    body: `${skill}: ${level}, ${years} ${years === 1 ? 'वर्ष' : 'वर्षे'}.`,
  }),
  skillDecided: ({ skill, status, level, reason }) => ({
    title: `तुमचे “${skill}” कौशल्य ${STATUS[status]} झाले`,
    body: reason ?? `${skill}: ${level}.`,
  }),

  joinerToManager: ({ name, number, joiningDate }) => ({
    title: `${name} तुमच्या टीममध्ये रुजू होत आहेत`,
    body: `${name} (${number}) ${day(joiningDate)} रोजी तुमच्या टीममध्ये रुजू होतील.`,
  }),
  joinersToHr: ({ count, name, joiningDate }) =>
    count === 1
      ? {
          title: `नवीन कर्मचारी: ${name}`,
          body: `${name} यांचे ऑनबोर्डिंग झाले आहे; रुजू होण्याची तारीख ${day(joiningDate)} आहे.`,
        }
      : {
          title: `${count} नवीन कर्मचाऱ्यांचे ऑनबोर्डिंग झाले`,
          body: `${count} कर्मचाऱ्यांचे ऑनबोर्डिंग झाले; पहिले ${day(joiningDate)} रोजी रुजू होतील.`,
        },
  contractEnds: ({ name, number, vendor, endDate, days }) => ({
    title: `${name} यांचा करार ${days} दिवसांत संपत आहे`,
    body: `${vendor} सोबत ${name} (${number}) यांचा करार ${day(endDate)} रोजी संपत आहे. तो वाढवा किंवा एक्झिटचे नियोजन करा.`,
  }),

  scheduledReport: ({ report, view, period, rows, link, attached }) => ({
    subject: `${report}: ${view}`,
    body: `${report} — ${view} (${periodLabel(period, { day, month, weekOf: (d) => `${d} पासून सुरू होणारा आठवडा` })}): ${rows} ओळी.\n\n${
      attached
        ? `फाइल जोडलेली आहे. रिपोर्ट उघडा: ${link}`
        : `फाइल जोडण्यासाठी खूप मोठी आहे; रिपोर्ट उघडून ती एक्सपोर्ट करा: ${link}`
    }`,
  }),
});
