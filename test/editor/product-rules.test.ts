// The product rules the app and the server share: prices as typed, file
// sizes in messages, descriptions as escaped paragraphs and back, image
// types read from bytes.
import t from 'tap';
import { priceCents, priceText } from '../../editor/price-input.js';
import { BYTES_PER_MB, fileSize, megabytes } from '../../editor/file-size.js';
import { MAX_PRICE_CENTS, MAX_UPLOAD_BYTES } from '../../editor/limits.js';
import { paragraphs, plainText } from '../../server/editor/products/product-item.js';
import { imageType, isUploadName } from '../../server/editor/uploads/upload-store.js';

t.test('prices as the owner types them', async (t) => {
  for (const [typed, cents] of [['24', 2400], ['24.5', 2450], ['24.50', 2450], ['24,05', 2405], [' 0 ', 0], ['1000000', MAX_PRICE_CENTS]] as const) t.equal(priceCents(typed), cents, typed);
  for (const bad of ['', '-1', '24.505', '1e3', 'abc', '24.', '.5', '1000000.01']) t.equal(priceCents(bad), null, JSON.stringify(bad));
  t.equal(priceText(2405), '24.05');
  t.equal(priceText(0), '0.00');
});

t.test('file sizes in 1024s', async (t) => {
  // SPEC section 9: an MB is 1,000,000 bytes (the limit's own text), sizes are humanised in 1024s.
  t.equal(MAX_UPLOAD_BYTES, 10 * BYTES_PER_MB);
  t.equal(megabytes(MAX_UPLOAD_BYTES), '10 MB');
  t.equal(fileSize(MAX_UPLOAD_BYTES), '9.5 MB');
  t.equal(fileSize(1024 * 1024), '1 MB');
  t.equal(fileSize(512), '512 bytes');
  t.equal(fileSize(1536), '1.5 KB');
  t.equal(fileSize(3 * 1024 ** 3), '3 GB');
});

t.test('descriptions: escaped paragraphs, and back to the text', async (t) => {
  const text = 'Line one\nline two\n\n<b>Bold</b> & "quoted"';
  const html = paragraphs(text);
  t.equal(html, '<p>Line one<br>line two</p><p>&lt;b&gt;Bold&lt;/b&gt; &amp; "quoted"</p>');
  t.equal(plainText(html), text);
  t.equal(paragraphs('   \n\n  '), '');
  t.equal(plainText('<p>From the <em>fixture</em></p>'), 'From the fixture', "a fixture product's markup reads as its text");
});

t.test('image types by their bytes, and upload names', async (t) => {
  t.same(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0])), { type: 'image/jpeg', ext: 'jpg' });
  t.same(imageType(Buffer.from('GIF89a......')), { type: 'image/gif', ext: 'gif' });
  t.same(imageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')), { type: 'image/webp', ext: 'webp' });
  t.equal(imageType(Buffer.from('<svg/>')), null);
  t.equal(imageType(Buffer.alloc(0)), null);
  t.ok(isUploadName(`${'a'.repeat(24)}.png`));
  for (const bad of ['../x.png', `${'a'.repeat(24)}.svg`, `${'A'.repeat(24)}.png`, `${'a'.repeat(24)}.png/..`]) t.notOk(isUploadName(bad), bad);
});
