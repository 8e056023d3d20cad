/**
 * The wall-clock fields of an instant at a UTC offset, in the proleptic
 * Gregorian calendar (astronomical years: year 0 is 1 BC), as the `date`
 * formatter prints them: plain arithmetic on days since the epoch, no Intl
 * and no date library.
 */
const MS_PER_DAY = 86_400_000;
/** Days from 0000-03-01 to 1970-01-01. */
const EPOCH_SHIFT_DAYS = 719_468;
const DAYS_PER_ERA = 146_097;

export interface CivilTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** ISO: 1 Monday to 7 Sunday. */
  weekday: number;
  /** Day of the year, 1-366. */
  ordinal: number;
  /** ISO 8601 week-numbering year and week. */
  weekYear: number;
  weekNumber: number;
  /** The offset from UTC, in minutes. */
  offset: number;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Days before each month in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Year, month, day of a count of days since 1970-01-01 (eras of 400 years counted from March, so February's leap day is last). */
function civilOfDays(days: number): [number, number, number] {
  const z = days + EPOCH_SHIFT_DAYS;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** ISO weeks in a year: 53 when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksIn(year: number, jan1Weekday: number): number {
  return jan1Weekday === 4 || (jan1Weekday === 3 && isLeap(year)) ? 53 : 52;
}

/** The weekday (1 Monday to 7 Sunday) `days` days after or before one of weekday `weekday`. */
const weekdayAfter = (weekday: number, days: number) => ((((weekday - 1 + days) % 7) + 7) % 7) + 1;

export function civilTime(ms: number, offsetMinutes: number): CivilTime {
  const local = ms + offsetMinutes * 60_000;
  const days = Math.floor(local / MS_PER_DAY);
  const inDay = local - days * MS_PER_DAY;
  const [year, month, day] = civilOfDays(days);
  const ordinal = DAYS_BEFORE_MONTH[month - 1]! + day + (month > 2 && isLeap(year) ? 1 : 0);
  // 1970-01-01 was a Thursday.
  const weekday = weekdayAfter(4, days);
  const jan1 = weekdayAfter(weekday, 1 - ordinal);
  let weekYear = year;
  let weekNumber = Math.floor((ordinal - weekday + 10) / 7);
  if (weekNumber < 1) {
    weekYear = year - 1;
    weekNumber = isoWeeksIn(weekYear, weekdayAfter(jan1, -(isLeap(weekYear) ? 366 : 365)));
  } else if (weekNumber > isoWeeksIn(year, jan1)) {
    weekYear = year + 1;
    weekNumber = 1;
  }
  return {
    year,
    month,
    day,
    hour: Math.floor(inDay / 3_600_000),
    minute: Math.floor(inDay / 60_000) % 60,
    second: Math.floor(inDay / 1000) % 60,
    millisecond: Math.floor(inDay) % 1000,
    weekday,
    ordinal,
    weekYear,
    weekNumber,
    offset: offsetMinutes,
  };
}

/** Weekday of January 1 of the instant's year (0 Sunday to 6 Saturday). */
export function jan1SundayBased(c: CivilTime): number {
  return weekdayAfter(c.weekday, 1 - c.ordinal) % 7;
}
