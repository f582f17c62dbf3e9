/** Demo data of the policies module: the holiday calendars' days. */

type HolidayRow = [date: string, name: string, isOptional?: boolean];

/**
 * Public holidays 2026 and 2027 by country (the holiday calendars of the demo); a weekend date moves to the observed day where the
 * country does so. `true` marks an optional holiday, a day off only for those who take it (within the calendar's optionalHolidayLimit).
 */
export const HOLIDAYS_BY_COUNTRY: Record<string, HolidayRow[]> = {
  US: [
    ['2026-01-01', "New Year's Day"], ['2026-01-19', 'Martin Luther King Jr. Day'], ['2026-05-25', 'Memorial Day'],
    ['2026-07-03', 'Independence Day (observed)'], ['2026-09-07', 'Labor Day'], ['2026-10-12', 'Columbus Day', true],
    ['2026-11-11', 'Veterans Day', true], ['2026-11-26', 'Thanksgiving Day'], ['2026-11-27', 'Day after Thanksgiving', true],
    ['2026-12-24', 'Christmas Eve', true], ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"], ['2027-01-18', 'Martin Luther King Jr. Day'], ['2027-05-31', 'Memorial Day'],
    ['2027-07-05', 'Independence Day (observed)'], ['2027-09-06', 'Labor Day'], ['2027-10-11', 'Columbus Day', true],
    ['2027-11-11', 'Veterans Day', true], ['2027-11-25', 'Thanksgiving Day'], ['2027-11-26', 'Day after Thanksgiving', true],
    ['2027-12-24', 'Christmas Day (observed)'],
  ],
  IN: [
    ['2026-01-01', "New Year's Day"], ['2026-01-26', 'Republic Day'], ['2026-03-04', 'Holi', true], ['2026-03-19', 'Ugadi'],
    ['2026-05-01', 'May Day'], ['2026-08-15', 'Independence Day'], ['2026-10-02', 'Gandhi Jayanti'], ['2026-11-01', 'Kannada Rajyotsava'],
    ['2026-11-09', 'Deepavali'], ['2026-11-23', 'Kanakadasa Jayanti'], ['2026-11-24', 'Guru Nanak Jayanti', true], ['2026-12-25', 'Christmas'],
    ['2027-01-01', "New Year's Day"], ['2027-01-26', 'Republic Day'], ['2027-03-22', 'Holi', true], ['2027-04-07', 'Ugadi'],
    ['2027-05-01', 'May Day'], ['2027-08-15', 'Independence Day'], ['2027-10-02', 'Gandhi Jayanti'], ['2027-10-29', 'Deepavali'],
    ['2027-11-01', 'Kannada Rajyotsava'], ['2027-12-25', 'Christmas'],
  ],
  SG: [
    ['2026-01-01', "New Year's Day"], ['2026-02-17', 'Chinese New Year'], ['2026-02-18', 'Chinese New Year (2nd day)'],
    ['2026-04-03', 'Good Friday'], ['2026-05-01', 'Labour Day'], ['2026-08-10', 'National Day (observed)'],
    ['2026-11-09', 'Deepavali (observed)'], ['2026-12-25', 'Christmas Day'],
    ['2027-01-01', "New Year's Day"], ['2027-02-08', 'Chinese New Year (observed)'], ['2027-02-09', 'Chinese New Year (2nd day, observed)'],
    ['2027-03-26', 'Good Friday'], ['2027-05-01', 'Labour Day'], ['2027-08-09', 'National Day'],
    ['2027-10-28', 'Deepavali'], ['2027-12-25', 'Christmas Day'],
  ],
  CR: [
    ['2026-01-01', 'Año Nuevo'], ['2026-04-02', 'Jueves Santo'], ['2026-04-03', 'Viernes Santo'], ['2026-04-11', 'Día de Juan Santamaría'],
    ['2026-05-01', 'Día del Trabajador'], ['2026-07-25', 'Anexión del Partido de Nicoya'], ['2026-08-02', 'Virgen de los Ángeles'],
    ['2026-08-15', 'Día de la Madre'], ['2026-09-15', 'Día de la Independencia'], ['2026-12-25', 'Navidad'],
    ['2027-01-01', 'Año Nuevo'], ['2027-03-25', 'Jueves Santo'], ['2027-03-26', 'Viernes Santo'], ['2027-04-11', 'Día de Juan Santamaría'],
    ['2027-05-01', 'Día del Trabajador'], ['2027-07-25', 'Anexión del Partido de Nicoya'], ['2027-08-02', 'Virgen de los Ángeles'],
    ['2027-08-15', 'Día de la Madre'], ['2027-09-15', 'Día de la Independencia'], ['2027-12-25', 'Navidad'],
  ],
};
