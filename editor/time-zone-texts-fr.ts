/** The time-zone screen's texts in French (time-zone-texts.ts has the English, same shape). */
import type { Translation } from './catalogue.js';
import type { TIME_ZONE_TEXTS } from './time-zone-texts.js';

const utc = (off: string) => `UTC${off.startsWith('-') ? off : `+${off}`}`;

export const FR_TIME_ZONE_TEXTS: Translation<typeof TIME_ZONE_TEXTS> = {
  nav: 'Fuseau horaire',
  description: 'Le fuseau horaire dans lequel votre site affiche les dates et les heures\u00a0: articles, événements, commandes et pages programmées.',
  label: 'Fuseau horaire du site',
  loadFailed: 'Impossible de charger les fuseaux horaires',
  save: 'Enregistrer le fuseau horaire',
  saved: (zone: string) => `Fuseau horaire enregistré\u00a0: ${zone}`,
  option: (name: string, off: string) => `${name.replace(/_/g, ' ')} (${utc(off)})`,
  standardTime: (off: string, format: string) => `Heure normale\u00a0: ${utc(off)}, ${format}.`,
  noDaylightSaving: 'Pas d’heure d’été.',
  daylightSaving: (save: string, start: string, end: string) => `Heure d’été\u00a0: ${save} d’avance, de ${start} à ${end}.`,
  ruleWhen: (month: string, on: string, at: string) => `${month} ${on} ${at}`,
};
