/** Where the newsletter unsubscribe page's plain form posts (server/forms/newsletter-unsubscribe.ts). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
