/** The core `date` formatter: strftime patterns in the site's time zone (it needs the i18n modules). */
import type { FormatterDef } from './types.js';
import { asNumber, asString } from '../runtime/values.js';
import { strftimeArgs, inJulianRange } from '../i18n/strftime.js';
import { usableZone } from '../i18n/zone.js';
import { localeOf } from './i18n-formatters.js';

export const DATE_FORMATTER: FormatterDef = {
  name: 'date',
  family: 'core',
  summary: 'date PATTERN: an epoch-milliseconds value as strftime codes (%Y-%m-%d %H:%M %Z) in the site time zone',
  apply(value, args, ctx) {
    if (args.length === 0) return '';
    const ms = asNumber(value);
    if (!Number.isFinite(ms)) return '';
    if (!inJulianRange(ms)) {
      ctx.error('DATE_OUT_OF_RANGE', 'date', asString(value));
      return '';
    }
    // The zone and locale are the render's: resolved at its first date, not at every tag (a list prints several per item).
    const zone = ctx.dateZone ?? (ctx.dateZone = usableZone(ctx.timeZone));
    const locale = ctx.dateLocale ?? (ctx.dateLocale = localeOf(ctx));
    return strftimeArgs(Math.trunc(ms), args, zone, locale);
  },
};
