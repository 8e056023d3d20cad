/** The password reset mail, in the account's language (the site's languages: English, French). */
export interface ResetMailText {
  subject: (site: string) => string;
  body: (site: string, link: string, minutes: number) => string;
}

export const RESET_MAIL: Record<string, ResetMailText> = {
  en: {
    subject: (site) => `Reset your password for ${site}`,
    body: (site, link, minutes) =>
      `Someone asked to reset the password of your ${site} account.\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  },
  fr: {
    subject: (site) => `Réinitialisez votre mot de passe ${site}`,
    body: (site, link, minutes) =>
      `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${site}.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les ${minutes} minutes :\n${link}\n\nSi ce n’était pas vous, ignorez ce message\u00a0: votre mot de passe ne change pas.`,
  },
};

export function resetMailText(locale: string | null): ResetMailText {
  const lang = (locale ?? 'en').slice(0, 2).toLowerCase();
  return RESET_MAIL[lang] ?? RESET_MAIL.en!;
}
