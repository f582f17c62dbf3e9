import type { ChatWords } from './types.ts';

export const hindiChat: ChatWords = {
  greeting: 'नमस्ते! मैं आपका HR सहायक हूँ। मुझसे अपनी छुट्टियों, अवकाशों, टाइमशीट, लक्ष्यों, सहकर्मियों या कंपनी की नीतियों के बारे में पूछें।',
  privacyNotice:
    'कृपया इस चैट में संवेदनशील निजी जानकारी (जैसे बैंक, स्वास्थ्य या पहचान संख्या) साझा न करें। सेवा बेहतर बनाने के लिए सहायक के साथ आपकी बातचीत दर्ज की जा सकती है।',
  notUnderstood: 'माफ़ कीजिए, मैं समझ नहीं पाया। कोई सुझाव चुनें, जैसे “छुट्टी का बैलेंस” या “अवकाशों की सूची”।',
  othersData: 'मैं केवल आपका अपना डेटा दिखा सकता हूँ। किसी और के डेटा के लिए अपनी HR टीम से पूछें या ऐप में मैनेजर व्यू देखें।',
  salary: 'मैं इस चैट में वेतन या भुगतान की जानकारी नहीं दे सकता। कृपया मेरा वित्त खोलें या HR से संपर्क करें।',
  personalData:
    'मैं इस चैट में बैंक, पहचान या अन्य निजी जानकारी नहीं दे सकता, न आपकी न किसी और की। आपकी जानकारी आपकी प्रोफ़ाइल में है; किसी सहकर्मी की जानकारी के लिए HR से संपर्क करें।',
  ownRules: 'मैं ऐप के ही नियमों का पालन करता हूँ: मैं वही दिखा सकता हूँ जो आप स्वयं देख सकते हैं।',
  noAccess: 'ऐप में आपको इसकी पहुँच नहीं है, इसलिए मैं इसे यहाँ भी नहीं दिखा सकता।',
  nothingToConfirm: 'आपकी पुष्टि के लिए कुछ भी प्रतीक्षा में नहीं है।',
  cancelled: 'ठीक है, मैंने कोई आवेदन नहीं किया।',
  emptyReply: 'मैं इसे संसाधित नहीं कर सका।',
  somethingWentWrong: 'ओह! कुछ गलत हो गया। कृपया फिर से प्रयास करें।',
  noEmployeeRecord: 'आपका उपयोगकर्ता खाता किसी कर्मचारी रिकॉर्ड से जुड़ा नहीं है।',

  yes: 'हाँ',
  no: 'नहीं',
  heading: {
    leaveType: 'छुट्टी का प्रकार',
    balance: 'बैलेंस',
    pending: 'लंबित',
    available: 'उपलब्ध',
    from: 'से',
    to: 'तक',
    days: 'दिन',
    approver: 'अनुमोदक',
    status: 'स्थिति',
    date: 'तारीख',
    holiday: 'अवकाश',
    optional: 'वैकल्पिक',
    employee: 'कर्मचारी',
    employeeNumber: 'कर्मचारी संख्या',
    designation: 'पदनाम',
    department: 'विभाग',
    request: 'अनुरोध',
    dates: 'तारीखें',
    quantity: 'मात्रा',
    submitted: 'जमा किया',
    goal: 'लक्ष्य',
    period: 'अवधि',
    progress: 'प्रगति',
    skill: 'कौशल',
    level: 'स्तर',
    years: 'वर्ष',
  },
  link: {
    leaveDashboard: 'छुट्टी डैशबोर्ड',
    holidayCalendar: 'अवकाश कैलेंडर',
    applyLeave: 'छुट्टी के लिए आवेदन',
    teamLeave: 'टीम की छुट्टियाँ',
    myTeam: 'मेरी टीम',
    myActions: 'मेरी कार्रवाइयाँ',
    weeklyTimesheet: 'साप्ताहिक टाइमशीट',
    myGoals: 'मेरे लक्ष्य',
    mySkills: 'मेरे कौशल',
    policyLibrary: 'नीति पुस्तकालय',
  },
  status: {
    pending: 'लंबित',
    approved: 'स्वीकृत',
    rejected: 'अस्वीकृत',
    cancelled: 'रद्द',
    draft: 'मसौदा',
  },
  actionKind: {
    leaveDecision: 'छुट्टी के अनुरोध',
    compOffDecision: 'कॉम्प-ऑफ़ के अनुरोध',
    timesheetDecision: 'टाइमशीट',
  },
  weekStatus: {
    new: 'शुरू नहीं हुई',
    saved: 'सहेजी गई, जमा नहीं',
    submitted: 'जमा की गई',
    partiallyApproved: 'आंशिक रूप से स्वीकृत',
    approved: 'स्वीकृत',
    rejected: 'अस्वीकृत',
    unsubmitted: 'वापस ली गई (जमा नहीं)',
  },

  days: (_n, shown) => `${shown} दिन`,
  hours: (_n, shown) => `${shown} घंटे`,
  options: (_n, shown) => `${shown} विकल्प`,
  people: (n, shown) => `${shown} ${n === 1 ? 'व्यक्ति' : 'लोग'}`,

  noBalances: 'अभी आपका कोई छुट्टी बैलेंस नहीं है।',
  oneBalance: ({ available, type, pending }) => `आपके पास ${type} के ${available} दिन उपलब्ध हैं (${pending} लंबित)।`,
  balances: (list) => `आपका छुट्टी बैलेंस, उपलब्ध दिन: ${list.map((b) => `${b.type} ${b.available}`).join(', ')}।`,
  noPendingLeave: 'आपका कोई छुट्टी अनुरोध लंबित नहीं है।',
  noLeaveHistory: 'आपने अभी तक किसी छुट्टी के लिए आवेदन नहीं किया है।',
  pendingLeaveCount: (_n, shown) => `आपके ${shown} छुट्टी अनुरोध लंबित हैं।`,
  leaveHistoryCount: (_n, shown) => `रिकॉर्ड में आपके ${shown} छुट्टी अनुरोध हैं।`,
  noHolidays: 'आने वाले वर्ष के लिए आपके कैलेंडर में कोई अवकाश नहीं है।',
  nextHoliday: ({ name, day, shown }) => `अगला अवकाश ${name} है, ${day} को; आने वाले वर्ष में ${shown} अवकाश।`,
  whichType: (types) => `किस प्रकार की छुट्टी? आप इनके लिए आवेदन कर सकते हैं: ${types.join(', ')}।`,
  whichDates: (type) => `${type} किन तारीखों के लिए चाहिए? उदाहरण: “अगले शुक्रवार” या “3 से 5 तारीख”।`,
  noWorkingDays: (range) => `${range} में कोई कार्य दिवस नहीं है, इसलिए आवेदन के लिए कुछ नहीं है।`,
  confirmApply: ({ days, type, range }) =>
    `क्या मैं ${range} के लिए ${type} के ${days} का आवेदन करूँ? पुष्टि के लिए “हाँ” और रद्द करने के लिए “नहीं” लिखें।`,
  couldNotApply: (reason) => `आवेदन नहीं हो सका: ${reason}`,
  applied: ({ type, range, days, approver }) =>
    `हो गया: ${range} के लिए आपकी ${type} (${days}) का आवेदन कर दिया गया है।${approver ? ` यह ${approver} की स्वीकृति की प्रतीक्षा में है।` : ''}`,
  nobodyOnLeave: 'इस सप्ताह आपकी टीम में कोई छुट्टी पर नहीं है।',
  teamOnLeave: ({ today, todayShown, upcoming }) =>
    `आज आपकी टीम के ${todayShown} ${today === 1 ? 'व्यक्ति' : 'लोग'} छुट्टी पर हैं, अगले 7 दिनों में ${upcoming} और।`,
  nobodyReports: 'कोई आपको रिपोर्ट नहीं करता।',
  reportsTo: ({ direct, directShown, indirect, indirectShown }) =>
    `${directShown} ${direct === 1 ? 'व्यक्ति' : 'लोग'} सीधे आपको रिपोर्ट करते हैं।${
      indirect > 0 ? ` ${indirectShown} ${indirect === 1 ? 'व्यक्ति' : 'लोग'} उन्हें रिपोर्ट करते हैं।` : ''
    }`,
  noManager: 'ऐप में आपका कोई रिपोर्टिंग मैनेजर नहीं है। HR आपकी प्रोफ़ाइल में इसे सेट कर सकता है।',
  manager: ({ name, number, role, email }) =>
    `आपके रिपोर्टिंग मैनेजर ${name} (${number}) हैं${role ? `, ${role}` : ''}। ईमेल: ${email}।`,
  nothingWaiting: {
    leave: 'आपकी स्वीकृति के लिए कोई छुट्टी अनुरोध प्रतीक्षा में नहीं है।',
    timesheet: 'आपकी स्वीकृति के लिए कोई टाइमशीट प्रतीक्षा में नहीं है।',
    all: 'आपकी स्वीकृति के लिए कुछ भी प्रतीक्षा में नहीं है।',
  },
  waiting: ({ shown, what, groups }) => {
    const noun = what === 'timesheet' ? 'टाइमशीट सप्ताह' : what === 'leave' ? 'छुट्टी अनुरोध' : 'अनुरोध';
    return `${shown} ${noun} आपकी स्वीकृति की प्रतीक्षा में हैं: ${groups}।`;
  },
  timesheet: ({ range, status, hours, expected }) =>
    `${range} की आपकी टाइमशीट: ${status}, ${expected} में से ${hours} घंटे।`,
  noGoals: 'अभी आपके कोई लक्ष्य नहीं हैं।',
  goals: (_n, shown) => `आपके ${shown} लक्ष्य हैं।`,
  noSkills: 'आपने अभी तक कोई कौशल नहीं जोड़ा है।',
  skills: (_n, shown) => `आपके कौशल सेट में ${shown} कौशल हैं।`,
  nameTooShort: 'कृपया नाम के कम से कम तीन अक्षर बताएँ।',
  nobodyCalled: (name) => `“${name}” नाम का कोई नहीं मिला।`,
  person: (p) =>
    `${p.displayName} (${p.employeeNumber})${p.role.length ? ` — ${p.role.join(', ')}` : ''}, ${p.legalEntityName}${
      p.reportingManager ? `; ${p.reportingManager} को रिपोर्ट करते हैं` : ''
    }।${p.others.count > 0 ? ` (${p.others.count} और मिले: ${p.others.names.join(', ')})` : ''}`,
  policyNotFound: 'आपकी कंपनी के नीति दस्तावेज़ों में यह नहीं मिला। दूसरे शब्दों से प्रयास करें या नीति पुस्तकालय खोलें।',
  policyPassage: ({ title, page, passage }) => `“${title}”, पृष्ठ ${page} से: ${passage}`,
  policyPage: ({ title, page }) => `${title}, पृष्ठ ${page}`,
  modelLanguage: 'हिंदी में उत्तर दें।',
  appliedReason: 'HR सहायक के माध्यम से आवेदन किया गया',
};
