/** Where a tab keeps the locale it last sent to the signed-in account (account-locale.ts); tracking reads it as member_account_locale. */
export const LOCALE_SENT_KEY = 'vitrine.localeSent';
