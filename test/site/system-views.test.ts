// Built-in views of system collections a folder has no view for: what the
// platform shows for products, events, galleries and blogs.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';

const dir = fileURLToPath(new URL('../fixtures/devmode/system-views/', import.meta.url));
const site = await loadSite(`${dir}template`, `${dir}content.json`, { now: () => Date.UTC(2026, 10, 1) });
const main = (path: string) => {
  const r = site.renderer.render(path);
  t.equal(r.status, 200, `${path} renders`);
  return r.html.slice(r.html.indexOf('<main>'), r.html.indexOf('</main>'));
};

t.test('products: price, sale and sold-out states on the list; variants, quantity and add to cart on the item', async (t) => {
  const list = main('/shop');
  t.match(list, /<article class="vitrine-system-item product" id="item-p-mug"[^]*from <span class="sqs-money-native">18\.00<\/span>/, 'from-price of varied prices');
  t.match(list, /class="vitrine-system-item product on-sale" id="item-p-tote"[^]*<span class="sqs-money-native">22\.00<\/span>[^]*original-price"><span class="sqs-money-native">30\.00[^]*<div class="product-mark sale">sale<\/div>/);
  t.match(list, /class="vitrine-system-item product sold-out" id="item-p-map"[^]*<div class="product-mark sold-out">sold out<\/div>/);
  t.match(list, '<img data-src="/assets/pic.jpg"', 'the main image, for the image loader');
  const item = main('/shop/mug');
  t.match(item, '<h1 class="product-title">Harbour Mug</h1>');
  t.match(item, '<select aria-label="Select Size" data-variant-option-name="Size">');
  t.match(item, 'class="sqs-add-to-cart-button-wrapper"');
  t.match(item, '<div class="product-description"><p>Stoneware.</p></div>');
});

t.test('events: dates, times and location', async (t) => {
  const list = main('/events');
  t.match(list, '<time class="event-date" datetime="2026-11-18T11:06">Wednesday, November 18, 2026</time>');
  t.match(list, /11:06 AM<\/time> – <time class="event-time-end"[^>]*>\s*1:06 PM/);
  t.match(list, '<address class="event-location"><span class="event-location-title">North Beach</span> <span>1 Quay Road</span> <span>Harbour Town</span></address>');
  t.match(main('/events/night-swim'), '<h1 class="event-title">Night Swim</h1>');
});

t.test('galleries: a grid of their images; blogs: date, author and excerpt', async (t) => {
  const gallery = main('/photos');
  t.equal(gallery.match(/<figure class="gallery-slide"/g)?.length, 2);
  t.match(gallery, /<div class="sqs-gallery">[^]*<img data-src="\/assets\/pic\.jpg"[^>]*alt="The pier"/);
  const blog = main('/news');
  t.match(blog, '<time datetime="2026-09-21">September 21, 2026</time> · <span class="blog-author">Ada Quay</span>');
  t.match(blog, '<div class="vitrine-system-excerpt"><p>Come in.</p></div>');
  t.match(main('/news/opening'), '<div class="vitrine-system-body"><p>Open daily.</p></div>');
});
