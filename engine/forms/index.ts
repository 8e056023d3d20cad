/** Forms shared by the server and the islands: field kinds, texts, checks, answer text. */
export * from './fields.js';
export * from './texts.js';
export * from './rules.js';
export * from './answers.js';
export * from './honeypot.js';
