import { periodLabel } from './period.ts';
import type { DayFormatter, DecidedStatus, MonthFormatter, NoticeTexts } from './types.ts';

const NOUN = { leave: 'छुट्टी का अनुरोध', compOff: 'कॉम्प-ऑफ़ अनुरोध' } as const;
const STATUS: Record<DecidedStatus, string> = { approved: 'स्वीकृत', rejected: 'अस्वीकृत', cancelled: 'रद्द' };
const SESSION = { 'First Half': 'पहला भाग', 'Second Half': 'दूसरा भाग' } as const;

/** Hindi (Devanagari), with the loanwords HR staff use (टाइमशीट, कॉम्प-ऑफ़, एचआर). */
export const hindiNotices = (day: DayFormatter, month: MonthFormatter): NoticeTexts => ({
  otp: ({ company, otp, minutes }) => ({
    subject: `${company}: आपका वन-टाइम पासवर्ड`,
    body: `आपका वन-टाइम पासवर्ड ${otp} है। यह ${minutes} मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा था, तो इस मेल को अनदेखा करें।`,
  }),
  invitation: ({ company, username, hours, link }) => ({
    subject: `${company}: Tenure पर आपका आमंत्रण`,
    body: `आपको Tenure पर ${company} में आमंत्रित किया गया है। आपका यूज़रनेम ${username} है।\n\nअपना पासवर्ड यहाँ चुनें (लिंक एक बार, ${hours} घंटे तक काम करेगा):\n${link}`,
  }),
  passwordReset: ({ company, username, hours, link }) => ({
    subject: `${company}: नया पासवर्ड चुनें`,
    body: `${company} के एक एडमिनिस्ट्रेटर ने आपसे ${username} के लिए नया पासवर्ड चुनने को कहा है।\n\nइसे यहाँ चुनें (लिंक एक बार, ${hours} घंटे तक काम करेगा):\n${link}\n\nतब तक आपका पुराना पासवर्ड काम नहीं करेगा।`,
  }),

  leaveRequested: ({ kind, employee, what, reason }) => ({
    title: `${employee} से नया ${NOUN[kind]}`,
    body: `${employee} ने अनुरोध किया है: ${what}। कारण: ${reason}`,
  }),
  leaveDecided: ({ kind, who, status, what, reason }) => ({
    title: `आपका ${NOUN[kind]} ${STATUS[status]} हुआ`,
    body: `${who ?? 'एचआर'} ने आपका अनुरोध (${what}) ${STATUS[status]} किया।${reason ? ` ${status === 'approved' ? 'टिप्पणी' : 'कारण'}: ${reason}` : ''}`,
  }),
  describeLeave: ({ typeName, startDate, endDate, halfDay, session, days }) =>
    `${typeName}, ${startDate === endDate ? day(startDate) : `${day(startDate)} से ${day(endDate)} तक`} (${
      halfDay ? (session ? `आधा दिन, ${SESSION[session]}` : 'आधा दिन') : `${days} दिन`
    })`,
  describeCompOff: ({ workedDate, days }) =>
    `${day(workedDate)} को किए गए काम के बदले कॉम्प-ऑफ़ (${days === 1 ? '1 दिन' : 'आधा दिन'})`,

  timesheetLineDecided: ({ who, status, line, weekStart, reason }) => ({
    title: `टाइमशीट लाइन ${STATUS[status]}`,
    body: `${who ?? 'टाइमशीट एडमिनिस्ट्रेटर'} ने ${day(weekStart)} वाले सप्ताह की लाइन “${line}” ${STATUS[status]} की।${reason ? ` कारण: ${reason}` : ''}`,
  }),
  timesheetSubmitReminder: ({ weekStart }) => ({
    title: 'आपकी टाइमशीट सबमिट नहीं हुई है',
    body: `कृपया ${day(weekStart)} से शुरू होने वाले सप्ताह की अपनी टाइमशीट भरें और सबमिट करें।`,
  }),
  timesheetApprovalReminder: () => ({
    title: 'टाइमशीट आपके अनुमोदन की प्रतीक्षा में हैं',
    body: 'आपकी टीम की टाइमशीट लाइनें आपके निर्णय की प्रतीक्षा कर रही हैं।',
  }),

  offboardingTask: ({ leaver, task, due }) => ({
    title: `${leaver} के लिए नया ऑफ़बोर्डिंग कार्य`,
    body: `${task}, अंतिम तिथि ${day(due)}।`,
  }),
  exitSurveyAssigned: () => ({
    title: 'आपका एग्ज़िट सर्वे',
    body: 'हमारे साथ अपने अनुभव के बारे में बताएँ: आपका एग्ज़िट सर्वे खुला है।',
  }),
  surveyReminder: ({ survey, closesOn }) => ({
    title: 'एक सर्वे आपके उत्तर की प्रतीक्षा में है',
    body: `कृपया ${day(closesOn)} से पहले “${survey}” का उत्तर दें।`,
  }),
  reactivated: ({ company, joiningDate }) => ({
    title: 'फिर से स्वागत है',
    body: `${company} के साथ आपका रोज़गार ${day(joiningDate)} से फिर से सक्रिय है। अपने यूज़रनेम और पासवर्ड से साइन इन करें।`,
  }),

  goalSubmitted: ({ employee, goal }) => ({ title: `${employee} ने अनुमोदन के लिए एक लक्ष्य भेजा है`, body: goal }),
  goalDecided: ({ status, goal, reason }) => ({
    title: status === 'draft' ? 'आपके लक्ष्य में बदलाव का अनुरोध किया गया है' : `आपका लक्ष्य ${STATUS[status]} हुआ`,
    body: reason ? `${goal}: ${reason}` : goal,
  }),
  skillSubmitted: ({ employee, skill, level, years }) => ({
    title: `${employee} ने अनुमोदन के लिए स्किल “${skill}” जोड़ी है`,
    body: `${skill}: ${level}, ${years} वर्ष।`,
  }),
  skillDecided: ({ skill, status, level, reason }) => ({
    title: `आपकी स्किल “${skill}” ${STATUS[status]} हुई`,
    body: reason ?? `${skill}: ${level}।`,
  }),

  joinerToManager: ({ name, number, joiningDate }) => ({
    title: `${name} आपकी टीम में शामिल हो रहे हैं`,
    body: `${name} (${number}) ${day(joiningDate)} को आपकी टीम में शामिल होंगे।`,
  }),
  joinersToHr: ({ count, name, joiningDate }) =>
    count === 1
      ? {
          title: `नया कर्मचारी: ${name}`,
          body: `${name} की ऑनबोर्डिंग हो गई है; जॉइनिंग की तारीख ${day(joiningDate)} है।`,
        }
      : {
          title: `${count} नए कर्मचारियों की ऑनबोर्डिंग हुई`,
          body: `${count} कर्मचारियों की ऑनबोर्डिंग हुई; पहली जॉइनिंग ${day(joiningDate)} को है।`,
        },
  contractEnds: ({ name, number, vendor, endDate, days }) => ({
    title: `${name} का अनुबंध ${days} दिन में समाप्त हो रहा है`,
    body: `${vendor} के साथ ${name} (${number}) का अनुबंध ${day(endDate)} को समाप्त हो रहा है। इसे बढ़ाएँ या एग्ज़िट की योजना बनाएँ।`,
  }),

  scheduledReport: ({ report, view, period, rows, link, attached }) => ({
    subject: `${report}: ${view}`,
    body: `${report} — ${view} (${periodLabel(period, { day, month, weekOf: (d) => `${d} से शुरू होने वाला सप्ताह` })}): ${rows} पंक्तियाँ।\n\n${
      attached
        ? `फ़ाइल संलग्न है। रिपोर्ट खोलें: ${link}`
        : `फ़ाइल संलग्न करने के लिए बहुत बड़ी है; रिपोर्ट खोलकर उसे एक्सपोर्ट करें: ${link}`
    }`,
  }),
});
