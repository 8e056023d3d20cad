/**
 * "Label: value" texts for shoppers, in the text's language. French
 * typography puts a no-break space (U+00A0) before the colon ("Taille : 25 cl");
 * English keeps the bare colon. One place, so pages, mails and widgets agree.
 */

/** The no-break space French puts before ':' (and ';', '!', '?'). */
export const FRENCH_COLON_SPACE = '\u00a0';

/** True when the language tag is French (fr, fr-FR, fr-CA…). */
function isFrench(language: string | undefined): boolean {
  return /^fr(?:[-_]|$)/i.test(language ?? '');
}

/** The separator between a label and its value: ': ' or, in French, '\u00a0: '. */
export function labelColon(language: string | undefined): string {
  return isFrench(language) ? `${FRENCH_COLON_SPACE}: ` : ': ';
}

/** `label: value` in the language's typography. */
export function labelled(label: string, value: string, language: string | undefined): string {
  return `${label}${labelColon(language)}${value}`;
}
