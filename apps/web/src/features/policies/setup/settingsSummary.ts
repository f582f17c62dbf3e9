import type { TFunction } from 'i18next';
import {
  POLICY_SETTINGS,
  shiftMinutes,
  WEEKDAYS,
  type PolicyTypeKey,
  type WeekOffSettings,
} from '@tenure/domain/policies';

const EVERY_WEEK = [1, 2, 3, 4, 5];

/** "8 h", "7 h 30 min". */
export function formatMinutes(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('policies.shift.hours', { hours }) : t('policies.shift.hoursMinutes', { hours, minutes: rest });
}

/** A shift's length, its working time without breaks, and whether it runs past midnight (a night shift). */
export function shiftFacts(startTime: string, endTime: string, breaks: readonly { start: string; end: string }[]) {
  const length = shiftMinutes(startTime, endTime);
  const breakMinutes = breaks.reduce((sum, b) => sum + shiftMinutes(b.start, b.end), 0);
  return { length, net: Math.max(0, length - breakMinutes), crossesMidnight: endTime <= startTime };
}

/**
 * The days off of week-off rules in words: "2nd and 4th Saturday; Every Sunday". Weeks are put in
 * order and a rule covering all five weeks reads "Every …".
 */
export function weekOffSummary(rules: WeekOffSettings['rules'], t: TFunction, language: string): string {
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return rules
    .map((rule) => {
      const day = t(`policies.weekdays.${rule.day}`);
      const weeks = [...new Set(rule.weeks)].sort((a, b) => a - b);
      if (EVERY_WEEK.every((week) => weeks.includes(week))) return t('policies.weekOff.every', { day });
      const ordinals = weeks.map((week) => t('policies.weekOff.ordinal', { count: week, ordinal: true }));
      return t('policies.weekOff.weeksOf', { weeks: list.format(ordinals), day });
    })
    .join('; ');
}

/** One line about a plan's settings for the plans table; '—' when the settings are not readable. */
export function settingsSummary(type: PolicyTypeKey, raw: unknown, t: TFunction, language: string): string {
  const none = '—';
  switch (type) {
    case 'leave': {
      const parsed = POLICY_SETTINGS.leave.safeParse(raw);
      return parsed.success ? t('policies.leave.summary', { count: parsed.data.leaveTypeIds.length }) : none;
    }
    case 'shift': {
      const parsed = POLICY_SETTINGS.shift.safeParse(raw);
      if (!parsed.success) return none;
      const { startTime, endTime, breaks } = parsed.data;
      const facts = shiftFacts(startTime, endTime, breaks);
      const line = t('policies.shift.summary', {
        start: startTime,
        end: endTime,
        duration: formatMinutes(facts.length, t),
      });
      return facts.crossesMidnight ? `${line} · ${t('policies.shift.crossesMidnight')}` : line;
    }
    case 'probation':
    case 'noticePeriod': {
      const parsed = POLICY_SETTINGS[type].safeParse(raw);
      return parsed.success ? `${parsed.data.duration} ${t(`policies.duration.units.${parsed.data.unit}`)}` : none;
    }
    case 'overtime': {
      const parsed = POLICY_SETTINGS.overtime.safeParse(raw);
      if (!parsed.success) return none;
      const { multiplier, thresholdMinutes, maxHoursPerMonth } = parsed.data;
      return t('policies.overtime.summary', { multiplier, minutes: thresholdMinutes, hours: maxHoursPerMonth });
    }
    case 'holiday': {
      const parsed = POLICY_SETTINGS.holiday.safeParse(raw);
      return parsed.success ? t('policies.holiday.summary', { count: parsed.data.optionalHolidayLimit }) : none;
    }
    case 'timesheet': {
      const parsed = POLICY_SETTINGS.timesheet.safeParse(raw);
      if (!parsed.success) return none;
      const { minHoursPerDay, maxHoursPerDay, weekStartDay } = parsed.data;
      return t('policies.timesheet.summary', {
        min: minHoursPerDay,
        max: maxHoursPerDay,
        day: t(`policies.weekdaysShort.${weekStartDay}`),
      });
    }
    case 'workWeek': {
      const parsed = POLICY_SETTINGS.workWeek.safeParse(raw);
      if (!parsed.success) return none;
      // In week order, whatever order they were ticked in.
      return WEEKDAYS.filter((day) => parsed.data.workingDays.includes(day))
        .map((day) => t(`policies.weekdaysShort.${day}`))
        .join(', ');
    }
    case 'weekOff': {
      const parsed = POLICY_SETTINGS.weekOff.safeParse(raw);
      if (!parsed.success) return none;
      return parsed.data.rules.length === 0
        ? t('policies.weekOff.noRules')
        : weekOffSummary(parsed.data.rules, t, language);
    }
  }
}
