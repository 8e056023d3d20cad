// Gallery item media types (SPEC section 3.7): the six names, how an item
// says or shows its type, the gallery block's check and content, and the
// demo gallery rendering its video item with the site's own video.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { GALLERY_MEDIA_TYPES, galleryMediaTypeOf, isGalleryMediaType } from '../../editor/gallery-media.js';
import { GALLERY_IMAGE_MESSAGES, checkGalleryImages } from '../../editor/gallery-images.js';
import { checkGalleryBlock, galleryBlockContent } from '../../editor/gallery-block.js';
import { translateMessage } from '../../editor/catalogue.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { loadSite } from '../../site/load-site.js';

t.test('the six media types of SPEC section 3.7, in order', async (t) => {
  t.same([...GALLERY_MEDIA_TYPES], ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video']);
  t.ok(isGalleryMediaType('assetReused'));
  t.notOk(isGalleryMediaType('image'));
  t.same(Object.keys(EDITOR_TEXTS.gallery.mediaTypes), [...GALLERY_MEDIA_TYPES], 'the panel names each');
});

t.test('an item’s type: its own, else what it holds', async (t) => {
  t.equal(galleryMediaTypeOf({ mediaType: 'imageLicensed', assetUrl: '/a.jpg' }), 'imageLicensed');
  t.equal(galleryMediaTypeOf({ mediaType: 'bogus', assetUrl: '/a.jpg' }), 'imageFile', 'an unknown type is read from the item');
  t.equal(galleryMediaTypeOf({ recordType: 8 }), 'video', 'a video record');
  t.equal(galleryMediaTypeOf({ video: { url: '/v.webm' }, assetUrl: '/poster.jpg' }), 'video');
  t.equal(galleryMediaTypeOf({}), 'imageEmpty', 'nothing in it: an empty slot');
});

t.test('the gallery block accepts every type, checks addresses, and renders videos as videos', async (t) => {
  const images = [
    { src: '', alt: '', title: '', mediaType: 'imageEmpty' },
    { src: '/assets/gallery/coast.jpg', alt: 'Coast', title: '', mediaType: 'imageReused' },
    { src: '/assets/videos/centering.webm', alt: '', title: 'The wheel', mediaType: 'video', poster: '/assets/gallery/morning.jpg' },
    { src: 'https://videos.example.org/v', alt: '', title: 'Elsewhere', mediaType: 'video' },
  ];
  const block = checkGalleryBlock({ design: 'grid', images });
  t.ok(block.ok, 'accepted');
  if (!block.ok) return;
  t.equal(block.gallery.images[2]!.poster, '/assets/gallery/morning.jpg');
  const items = galleryBlockContent(block.gallery, 'g').items as Record<string, unknown>[];
  t.same(items.map((i) => i.mediaType), ['imageEmpty', 'imageReused', 'video', 'video']);
  t.same(items[2], { id: 'g-3', mediaType: 'video', title: 'The wheel', altText: 'The wheel', assetUrl: '/assets/gallery/morning.jpg', video: { url: '/assets/videos/centering.webm', local: true, contentType: 'video/webm' } });
  t.match(items[3]!.video, { external: true, host: 'videos.example.org' });

  t.same(checkGalleryImages([{ src: '/a.jpg', alt: '', mediaType: 'photo' }]), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.badType] });
  t.same(checkGalleryImages([{ src: '', alt: '', mediaType: 'imageFile' }]), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.badSrc] }, 'only an empty slot may have no address');
  t.same(checkGalleryImages([{ src: '/v.webm', alt: '', mediaType: 'video', poster: 'javascript:x' }]), { ok: false, messages: [GALLERY_IMAGE_MESSAGES.badSrc] });
  t.equal(translateMessage(GALLERY_IMAGE_MESSAGES.badType, 'fr'), 'Le type d’un élément de galerie doit être l’un de imageEmpty, imageFile, imageLicensed, imageReused, assetReused, video.');
});

t.test('the demo gallery: its video item plays the site’s video, in English and French', async (t) => {
  const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
  const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
  for (const [path, lang] of [['/gallery', 'en'], ['/fr/galerie', 'fr']] as const) {
    const r = site.renderer.render(path);
    t.equal(r.status, 200);
    const figure = /<figure class="gallery-grid__item gallery-grid__item--video"[\s\S]*?<\/figure>/.exec(r.html)?.[0] ?? '';
    t.match(figure, /<video class="gallery-video" controls preload="metadata" playsinline poster="\/assets\/gallery\/morning\.jpg"/, `${path}: a player`);
    t.match(figure, /<source src="\/assets\/videos\/centering\.webm" type="video\/webm">/);
    t.match(figure, new RegExp(`<track kind="captions" src="/assets/videos/centering\\.${lang}\\.vtt"`));
    const json = JSON.parse(site.renderer.render(path, { format: 'json' }).html) as { items: { mediaType: string }[] };
    t.same([...new Set(json.items.map((i) => i.mediaType))].sort(), ['imageFile', 'video'], 'each item says its type');
  }
});
