/** The header/footer panel's texts for multilingual sites (Vitrine's; the SPEC gives none). */
export const HEADER_FOOTER_TEXTS = {
  language: 'Language',
  defaultLanguage: (name: string) => `${name} (default)`,
  fallbackHint: (name: string) => `A text left empty shows the ${name} one.`,
} as const;
