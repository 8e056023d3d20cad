/**
 * One table of `returnTo` values, used on both sides: the server's routes
 * (return-to-server.test.ts) and the account island in jsdom
 * (test/client/return-to-client.test.ts). HOSTILE ones must never be
 * where a visitor is sent; SAFE ones are kept as they are.
 */
export const HOSTILE: readonly string[] = [
  '//evil.example',
  '//evil.example/phish',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example/phish',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u000b/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u2028/evil.example',
  '/%09/evil.example/phish',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/.//evil.example/x',
  'https://evil.example/',
  'http:/evil.example',
  'javascript:alert(1)',
  'evil.example',
  ' /members',
  '',
];

export const SAFE: readonly string[] = ['/members', '/shop/stoneware-mug?color=blue#top', '/fr/account', '/a%20b'];
