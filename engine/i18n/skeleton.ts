/**
 * CLDR date skeletons (`yMMMd`, `hm`, `EEEE`, `Bh`) as Intl.DateTimeFormat
 * options: Intl picks the locale's pattern for the fields, as a skeleton
 * asks.
 */
type Opts = Record<string, string | number | boolean>;

const TEXT_WIDTH = ['short', 'short', 'short', 'long', 'narrow'];

export function skeletonOptions(skeleton: string): Intl.DateTimeFormatOptions {
  const o: Opts = {};
  for (const m of skeleton.matchAll(/([A-Za-z])\1*/g)) {
    const n = m[0].length;
    switch (m[1]) {
      case 'G':
        o.era = TEXT_WIDTH[Math.min(n, 5) - 1]!;
        break;
      case 'y':
      case 'Y':
      case 'u':
        o.year = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'M':
      case 'L':
        o.month = n === 1 ? 'numeric' : n === 2 ? '2-digit' : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow';
        break;
      case 'd':
        o.day = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'E':
      case 'c':
      case 'e':
        o.weekday = TEXT_WIDTH[Math.min(n, 5) - 1]!;
        break;
      case 'h':
      case 'K':
        o.hour = n === 2 ? '2-digit' : 'numeric';
        o.hour12 = true;
        break;
      case 'H':
      case 'k':
        o.hour = n === 2 ? '2-digit' : 'numeric';
        o.hourCycle = m[1] === 'H' ? 'h23' : 'h24';
        break;
      case 'j':
      case 'J':
      case 'C':
        o.hour = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'm':
        o.minute = n === 2 ? '2-digit' : 'numeric';
        break;
      case 's':
        o.second = n === 2 ? '2-digit' : 'numeric';
        break;
      case 'S':
        o.fractionalSecondDigits = Math.min(n, 3);
        break;
      case 'B':
      case 'b':
        o.dayPeriod = n === 4 ? 'long' : n === 5 ? 'narrow' : 'short';
        break;
      case 'z':
        o.timeZoneName = n >= 4 ? 'long' : 'short';
        break;
      case 'v':
        o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric';
        break;
      case 'O':
      case 'Z':
      case 'X':
      case 'x':
        o.timeZoneName = n >= 4 ? 'longOffset' : 'shortOffset';
        break;
      default:
    }
  }
  return o as Intl.DateTimeFormatOptions;
}

/** Whether a skeleton names any time-of-day field. */
export function hasTimeFields(skeleton: string): boolean {
  return /[hHkKjJCmsSBb]/.test(skeleton);
}
