import type { ChatWords } from './types.ts';

export const marathiChat: ChatWords = {
  greeting:
    'नमस्कार! मी तुमचा HR सहाय्यक आहे. तुमच्या रजा, सुट्ट्या, टाइमशीट, उद्दिष्टे, सहकारी किंवा कंपनीच्या धोरणांबद्दल मला विचारा.',
  privacyNotice:
    'कृपया या चॅटमध्ये संवेदनशील वैयक्तिक माहिती (उदा. बँक, आरोग्य किंवा ओळख क्रमांक) शेअर करू नका. सेवा सुधारण्यासाठी सहाय्यकाशी तुमचे संभाषण नोंदवले जाऊ शकते.',
  notUnderstood: 'माफ करा, मला समजले नाही. एखादी सूचना निवडा, उदा. “रजा शिल्लक” किंवा “सुट्ट्यांची यादी”.',
  othersData: 'मी फक्त तुमचाच डेटा दाखवू शकतो. दुसऱ्या कोणाच्या डेटासाठी तुमच्या HR टीमला विचारा किंवा ॲपमधील व्यवस्थापक दृश्य पाहा.',
  salary: 'मी या चॅटमध्ये पगार किंवा देयकांची माहिती देऊ शकत नाही. कृपया माझे वित्त उघडा किंवा HR शी संपर्क साधा.',
  personalData:
    'मी या चॅटमध्ये बँक, ओळख किंवा इतर वैयक्तिक माहिती देऊ शकत नाही, तुमची किंवा इतर कोणाचीही. तुमची माहिती तुमच्या प्रोफाइलमध्ये आहे; सहकाऱ्याच्या माहितीसाठी HR शी संपर्क साधा.',
  ownRules: 'मी ॲपचेच नियम पाळतो: तुम्ही स्वतः जे पाहू शकता तेच मी दाखवू शकतो.',
  noAccess: 'ॲपमध्ये तुम्हाला याचा प्रवेश नाही, म्हणून मी ते इथेही दाखवू शकत नाही.',
  nothingToConfirm: 'तुमच्या पुष्टीसाठी काहीही प्रलंबित नाही.',
  cancelled: 'ठीक आहे, मी कशासाठीही अर्ज केला नाही.',
  emptyReply: 'मला यावर प्रक्रिया करता आली नाही.',
  somethingWentWrong: 'अरेरे! काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
  noEmployeeRecord: 'तुमचे वापरकर्ता खाते कोणत्याही कर्मचारी नोंदीशी जोडलेले नाही.',

  yes: 'होय',
  no: 'नाही',
  heading: {
    leaveType: 'रजेचा प्रकार',
    balance: 'शिल्लक',
    pending: 'प्रलंबित',
    available: 'उपलब्ध',
    from: 'पासून',
    to: 'पर्यंत',
    days: 'दिवस',
    approver: 'मंजूरकर्ता',
    status: 'स्थिती',
    date: 'तारीख',
    holiday: 'सुट्टी',
    optional: 'ऐच्छिक',
    employee: 'कर्मचारी',
    employeeNumber: 'कर्मचारी क्रमांक',
    designation: 'पदनाम',
    department: 'विभाग',
    request: 'विनंती',
    dates: 'तारखा',
    quantity: 'प्रमाण',
    submitted: 'सादर केले',
    goal: 'उद्दिष्ट',
    period: 'कालावधी',
    progress: 'प्रगती',
    skill: 'कौशल्य',
    level: 'स्तर',
    years: 'वर्षे',
  },
  link: {
    leaveDashboard: 'रजा डॅशबोर्ड',
    holidayCalendar: 'सुट्ट्यांचे कॅलेंडर',
    applyLeave: 'रजेसाठी अर्ज',
    teamLeave: 'टीमच्या रजा',
    myTeam: 'माझी टीम',
    myActions: 'माझ्या कृती',
    weeklyTimesheet: 'साप्ताहिक टाइमशीट',
    myGoals: 'माझी उद्दिष्टे',
    mySkills: 'माझी कौशल्ये',
    policyLibrary: 'धोरण ग्रंथालय',
  },
  status: {
    pending: 'प्रलंबित',
    approved: 'मंजूर',
    rejected: 'नाकारले',
    cancelled: 'रद्द',
    draft: 'मसुदा',
  },
  actionKind: {
    leaveDecision: 'रजेच्या विनंत्या',
    compOffDecision: 'कॉम्प-ऑफच्या विनंत्या',
    timesheetDecision: 'टाइमशीट',
  },
  weekStatus: {
    new: 'सुरू झालेली नाही',
    saved: 'जतन केली, सादर केली नाही',
    submitted: 'सादर केली',
    partiallyApproved: 'अंशतः मंजूर',
    approved: 'मंजूर',
    rejected: 'नाकारली',
    unsubmitted: 'मागे घेतली (सादर नाही)',
  },

  days: (_n, shown) => `${shown} दिवस`,
  hours: (_n, shown) => `${shown} तास`,
  options: (_n, shown) => `${shown} पर्याय`,
  people: (n, shown) => `${shown} ${n === 1 ? 'व्यक्ती' : 'जण'}`,

  noBalances: 'अद्याप तुमची कोणतीही रजा शिल्लक नाही.',
  oneBalance: ({ available, type, pending }) => `तुमच्याकडे ${type} चे ${available} दिवस उपलब्ध आहेत (${pending} प्रलंबित).`,
  balances: (list) => `तुमची रजा शिल्लक, उपलब्ध दिवस: ${list.map((b) => `${b.type} ${b.available}`).join(', ')}.`,
  noPendingLeave: 'तुमची कोणतीही रजा विनंती प्रलंबित नाही.',
  noLeaveHistory: 'तुम्ही अद्याप कोणत्याही रजेसाठी अर्ज केलेला नाही.',
  pendingLeaveCount: (_n, shown) => `तुमच्या ${shown} रजा विनंत्या प्रलंबित आहेत.`,
  leaveHistoryCount: (_n, shown) => `नोंदीत तुमच्या ${shown} रजा विनंत्या आहेत.`,
  noHolidays: 'पुढील वर्षासाठी तुमच्या कॅलेंडरमध्ये कोणतीही सुट्टी नाही.',
  nextHoliday: ({ name, day, shown }) => `पुढची सुट्टी ${name} आहे, ${day} रोजी; पुढील वर्षात ${shown} सुट्ट्या.`,
  whichType: (types) => `कोणत्या प्रकारची रजा? तुम्ही यासाठी अर्ज करू शकता: ${types.join(', ')}.`,
  whichDates: (type) => `${type} कोणत्या तारखांसाठी हवी आहे? उदा. “पुढच्या शुक्रवारी” किंवा “3 ते 5 तारीख”.`,
  noWorkingDays: (range) => `${range} मध्ये कामाचा एकही दिवस नाही, त्यामुळे अर्ज करण्यासारखे काही नाही.`,
  confirmApply: ({ days, type, range }) =>
    `${range} साठी ${type} च्या ${days} साठी अर्ज करू का? पुष्टीसाठी “होय” किंवा रद्द करण्यासाठी “नाही” लिहा.`,
  couldNotApply: (reason) => `अर्ज करता आला नाही: ${reason}`,
  applied: ({ type, range, days, approver }) =>
    `झाले: ${range} साठी तुमचा ${type} (${days}) चा अर्ज केला आहे.${approver ? ` तो ${approver} यांच्या मंजुरीच्या प्रतीक्षेत आहे.` : ''}`,
  nobodyOnLeave: 'या आठवड्यात तुमच्या टीममधील कोणीही रजेवर नाही.',
  teamOnLeave: ({ today, todayShown, upcoming }) =>
    `आज तुमच्या टीममधील ${todayShown} ${today === 1 ? 'व्यक्ती' : 'जण'} रजेवर आहेत, पुढील 7 दिवसांत आणखी ${upcoming}.`,
  nobodyReports: 'तुम्हाला कोणीही रिपोर्ट करत नाही.',
  reportsTo: ({ directShown, indirect, indirectShown }) =>
    `${directShown} जण थेट तुम्हाला रिपोर्ट करतात.${indirect > 0 ? ` ${indirectShown} जण त्यांना रिपोर्ट करतात.` : ''}`,
  noManager: 'ॲपमध्ये तुमचा कोणताही रिपोर्टिंग व्यवस्थापक नाही. HR तुमच्या प्रोफाइलवर तो सेट करू शकते.',
  manager: ({ name, number, role, email }) =>
    `तुमचे रिपोर्टिंग व्यवस्थापक ${name} (${number}) आहेत${role ? `, ${role}` : ''}. ईमेल: ${email}.`,
  nothingWaiting: {
    leave: 'तुमच्या मंजुरीसाठी कोणतीही रजा विनंती प्रलंबित नाही.',
    timesheet: 'तुमच्या मंजुरीसाठी कोणतीही टाइमशीट प्रलंबित नाही.',
    all: 'तुमच्या मंजुरीसाठी काहीही प्रलंबित नाही.',
  },
  waiting: ({ shown, what, groups }) => {
    const noun = what === 'timesheet' ? 'टाइमशीट आठवडे' : what === 'leave' ? 'रजा विनंत्या' : 'विनंत्या';
    return `${shown} ${noun} तुमच्या मंजुरीच्या प्रतीक्षेत आहेत: ${groups}.`;
  },
  timesheet: ({ range, status, hours, expected }) =>
    `${range} ची तुमची टाइमशीट: ${status}, ${expected} पैकी ${hours} तास.`,
  noGoals: 'अद्याप तुमची कोणतीही उद्दिष्टे नाहीत.',
  goals: (_n, shown) => `तुमची ${shown} उद्दिष्टे आहेत.`,
  noSkills: 'तुम्ही अद्याप कोणतेही कौशल्य जोडलेले नाही.',
  skills: (_n, shown) => `तुमच्या कौशल्य संचात ${shown} कौशल्ये आहेत.`,
  nameTooShort: 'कृपया नावाची किमान तीन अक्षरे सांगा.',
  nobodyCalled: (name) => `“${name}” नावाचे कोणीही सापडले नाही.`,
  person: (p) =>
    `${p.displayName} (${p.employeeNumber})${p.role.length ? ` — ${p.role.join(', ')}` : ''}, ${p.legalEntityName}${
      p.reportingManager ? `; ${p.reportingManager} यांना रिपोर्ट करतात` : ''
    }.${p.others.count > 0 ? ` (आणखी ${p.others.count} सापडले: ${p.others.names.join(', ')})` : ''}`,
  policyNotFound: 'तुमच्या कंपनीच्या धोरण दस्तऐवजांमध्ये हे सापडले नाही. इतर शब्द वापरून पाहा किंवा धोरण ग्रंथालय उघडा.',
  policyPassage: ({ title, page, passage }) => `“${title}”, पान ${page} मधून: ${passage}`,
  policyPage: ({ title, page }) => `${title}, पान ${page}`,
  modelLanguage: 'मराठीत उत्तर द्या.',
  appliedReason: 'HR सहाय्यकामार्फत अर्ज केला',
};
