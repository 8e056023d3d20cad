// An uploaded photo made safe to publish (server/editor/uploads/strip-metadata.ts):
// its GPS position and the rest of its EXIF and XMP are gone, its pixels,
// colour profile and upright orientation kept.
import t from 'tap';
import sharp from 'sharp';
import { stripMetadata } from '../../server/editor/uploads/strip-metadata.js';

t.setTimeout(60_000);

/** A JPEG a phone could have taken: 40x20 stored, turned upright by orientation 6, with its position, camera and XMP, in Display P3. */
async function phonePhoto(): Promise<Buffer> {
  // Left half red, right half blue: where each half lands shows the turn.
  const left = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Kilnphone', Model: 'K1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

t.test("a phone photo's location is gone, its look kept", async (t) => {
  const photo = await phonePhoto();
  const before = await sharp(photo).metadata();
  // The GPS directory's pointer (tag 0x8825, little-endian in sharp's EXIF).
  t.ok(before.exif?.includes(Buffer.from([0x25, 0x88])), 'the photo carries a GPS directory');
  t.ok(before.exif?.includes('Kilnphone'), 'and its camera');
  t.ok(before.xmp, 'and XMP');
  t.equal(before.orientation, 6);

  const clean = await stripMetadata(photo, 'image/jpeg');
  const after = await sharp(clean).metadata();
  t.equal(after.format, 'jpeg', 'still a JPEG');
  t.equal(after.exif, undefined, 'no EXIF at all: no position, no camera');
  t.equal(after.xmp, undefined, 'no XMP');
  t.notOk(clean.includes('Kilnphone'), 'the camera name is nowhere in the bytes');
  t.notOk(clean.includes('48,51.4N'), 'nor the XMP position');
  t.ok(after.icc, 'the colour profile is kept');
  t.equal(after.icc?.length, before.icc?.length, 'the same profile');
  t.same([after.width, after.height], [20, 40], 'turned upright: shown at 20x40, no orientation left to say so');
  t.notOk(after.orientation && after.orientation > 1, 'no orientation tag');
  // Upright (a quarter turn clockwise): the stored left half (red) is now on top.
  const { data } = await sharp(clean).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
  const [tr, , tb] = pixel(10, 5);
  const [br, , bb] = pixel(10, 35);
  t.ok(tr! > 200 && tb! < 60, `the top is red (${pixel(10, 5)})`);
  t.ok(bb! > 200 && br! < 60, `the bottom is blue (${pixel(10, 35)})`);
});

t.test('PNG, WebP and GIF keep their type and size without metadata', async (t) => {
  const base = sharp({ create: { width: 30, height: 10, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } } });
  for (const [type, bytes] of [
    ['image/png', await base.clone().png().withExif({ IFD0: { Make: 'Kilnphone' } }).toBuffer()],
    ['image/webp', await base.clone().webp().withExif({ IFD0: { Make: 'Kilnphone' } }).toBuffer()],
    ['image/gif', await base.clone().gif().toBuffer()],
  ] as const) {
    const after = await sharp(await stripMetadata(bytes, type)).metadata();
    t.same([after.format, after.width, after.height, after.exif], [type.slice(6), 30, 10, undefined], type);
  }
});

t.test('bytes sharp cannot read are refused', async (t) => {
  await t.rejects(stripMetadata(Buffer.from('not an image at all'), 'image/jpeg'));
});
