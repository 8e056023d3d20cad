/**
 * The texts of Settings → Mail (client/admin/mail/): the public address
 * and sender form, and the list of mail sent. Vitrine's texts (the SPEC
 * has none for this screen); French in mail-texts-fr.ts, swapped in by
 * editor/catalogue.ts.
 */
export const MAIL_TEXTS = {
  nav: 'Mail',
  description: 'Where links in your mail point, who mail comes from, and every mail your customers were sent.',
  settingsTitle: 'Address and sender',
  publicUrl: 'Public address of the site',
  publicUrlHint: 'The address links in mail start with, such as https://shop.example.com. Empty: the address set when the server started.',
  senderName: 'Sender name',
  senderNameHint: 'The name customers see, such as your shop’s.',
  senderAddress: 'Sender email address',
  senderAddressHint: 'Empty: the address set when the server started.',
  inEffect: (url: string, from: string) => `In use now: links start with ${url}; mail comes from ${from}.`,
  save: 'Save mail settings',
  saved: 'Mail settings saved',
  fixErrors: 'Check the highlighted fields.',
  errors: {
    notText: 'Enter text.',
    invalidUrl: 'Enter an address starting with https:// or http://, without ? or #.',
    tooLong: 'This is too long.',
    invalidEmail: 'Enter a valid email address, such as shop@example.com.',
    invalidName: 'The name cannot hold quotes, angle brackets or backslashes.',
    nameWithoutAddress: 'A sender name needs a sender address.',
  },
  outboxTitle: 'Mail sent',
  outboxCaption: 'Mail sent to customers, newest first',
  pagesLabel: 'Mail sent pages',
  columns: { date: 'Date', to: 'To', subject: 'Subject', kind: 'Kind', state: 'State', preview: 'Preview' },
  state: { kept: 'Kept (no mail server)', pending: 'Sending', sent: 'Sent', failed: 'Failed' },
  open: (subject: string) => `Preview: ${subject}`,
  previewTitle: (subject: string) => `Mail: ${subject}`,
  from: 'From',
  hidden: 'This mail holds a one-time link to the customer’s account: its text is not shown.',
  close: 'Close',
  emptyTitle: 'No mail sent yet',
  emptyBody: 'Order confirmations, shipping notices and other mail appear here as they go out.',
};
