/**
 * The zone offset table's stand-in in the browser: a browser does not say
 * which tz version its Intl has, so the engine asks Intl there
 * (engine/i18n/zone-offsets.ts) and the 120 KB table would be dead weight.
 */
export const ZONE_TABLE_TZ = '';
export const ZONE_TABLE_FROM = 0;
export const ZONE_TABLE_TO = 0;
export const ZONE_HISTORIES: readonly string[] = [];
export const ZONE_HISTORY_OF: Readonly<Record<string, number>> = {};
