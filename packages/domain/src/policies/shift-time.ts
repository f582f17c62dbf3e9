/** Minutes since midnight of an 'HH:mm' time. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Shift length in minutes; an end at or before the start crosses midnight. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  return end > start ? end - start : 24 * 60 - start + end;
}

/**
 * Whether a break lies inside a shift. Times are measured from the shift's start, so a night shift
 * (22:00–06:00) holds a 02:00–02:30 break and even one across midnight (23:30–00:30).
 */
export function breakInsideShift(
  shift: { startTime: string; endTime: string },
  pause: { start: string; end: string },
): boolean {
  const fromStart = (time: string) => (minutesOfDay(time) - minutesOfDay(shift.startTime) + 24 * 60) % (24 * 60);
  const start = fromStart(pause.start);
  const end = fromStart(pause.end);
  return start < end && end <= shiftMinutes(shift.startTime, shift.endTime);
}
