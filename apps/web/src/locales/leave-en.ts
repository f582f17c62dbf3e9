/** English texts of the leave pages (dashboard, team leave, HR leave management). */
export const leaveEn = {};
