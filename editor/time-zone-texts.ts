/**
 * The texts of Settings → Time zone (client/editor/time-zone-panel.tsx):
 * the site's zone, picked from the zones the server describes
 * (GET /api/editor/time-zones, engine/i18n/zone-records.ts). SPEC section 8
 * names "a time-zone load failure text" without its words: `loadFailed`
 * says it the way the catalogue's other loads do ('Unable to load fonts').
 * French in time-zone-texts-fr.ts, swapped in by editor/catalogue.ts.
 */
export const TIME_ZONE_TEXTS = {
  nav: 'Time zone',
  description: 'The time zone your site shows dates and times in: blog posts, events, orders and scheduled pages.',
  label: 'Site time zone',
  loadFailed: 'Unable to load time zones',
  save: 'Save time zone',
  saved: (zone: string) => `Time zone saved: ${zone}`,
  /** A zone in the list: its name (underscores as spaces) and standard time's offset. */
  option: (name: string, off: string) => `${name.replace(/_/g, ' ')} (UTC${off.startsWith('-') ? off : `+${off}`})`,
  standardTime: (off: string, format: string) => `Standard time: UTC${off.startsWith('-') ? off : `+${off}`}, ${format}.`,
  noDaylightSaving: 'No daylight saving time.',
  /** A rule as tzdata writes it: month, day, time. */
  daylightSaving: (save: string, start: string, end: string) => `Daylight saving time: ${save} ahead, from ${start} to ${end}.`,
  ruleWhen: (month: string, on: string, at: string) => `${month} ${on} ${at}`,
} as const;
