/**
 * The second rendering shape: a store listing in the platform's habits,
 * where every attribute is escaped with `htmlattr`, each card asks a
 * predicate (`equal?`) and the price goes through a formatter an extension
 * registered through the public plugin API. Some titles need escaping (an
 * ampersand, quotes), as real catalogues do.
 */
import type { FormatterDef } from '../../engine/index.js';

export interface ListingItem {
  id: string;
  fullUrl: string;
  title: string;
  assetUrl: string;
  onSale: boolean;
  stock: number;
  priceCents: number;
}

const WORDS = ['Linen', 'Walnut', 'Stoneware', 'Copper', 'Wool', 'Cedar', 'Indigo', 'Maple'];

export function listing(count = 200): { items: ListingItem[] } {
  const items: ListingItem[] = [];
  for (let i = 0; i < count; i++) {
    const a = WORDS[i % WORDS.length]!;
    const b = WORDS[(i * 3 + 1) % WORDS.length]!;
    // One title in ten has an ampersand, one in twenty-five quotes.
    const title = i % 10 === 0 ? `${a} & ${b} ${i}` : i % 25 === 0 ? `The "${a}" ${b} ${i}` : `${a} ${b} ${i}`;
    items.push({
      id: `item-${5000 + i}`,
      fullUrl: `/shop/p/${a.toLowerCase()}-${b.toLowerCase()}-${i}`,
      title,
      assetUrl: `/assets/listing/${5000 + i}.jpg?format=750w`,
      onSale: i % 6 === 0,
      stock: i % 7 === 0 ? 0 : (i * 13) % 50,
      priceCents: 1200 + ((i * 377) % 18000),
    });
  }
  return { items };
}

/** The extension's formatter: cents as dollars, registered like any plugin. */
export const CENTS_FORMATTER: FormatterDef = {
  name: 'cents',
  family: 'commerce',
  summary: 'a number of cents as $D.CC',
  maxArgs: 0,
  apply: (value) => `$${(Number(value) / 100).toFixed(2)}`,
};

export const LISTING_VITRINE = `<ul class="grid">
{.repeated section items}<li class="card{.if onSale} card--sale{.end}" data-item-id="{id|htmlattr}">
  <a class="card__link" href="{fullUrl|htmlattr}" aria-label="{title|htmlattr}"><img src="{assetUrl|htmlattr}" alt="{title|htmlattr}" loading="lazy"></a>
  <h3 class="card__title">{title|html}</h3>
  {.equal? stock 0}<p class="card__sold">Sold out</p>{.or}<p class="card__price">{priceCents|cents}</p>{.end}
</li>
{.end}</ul>
`;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Escaping as Vitrine must: attributes escape the quote too; test first, replace when needed.
const attr = (s: string) => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESC[c]!) : s);
const text = (s: string) => (/[&<>]/.test(s) ? s.replace(/[&<>]/g, (c) => ESC[c]!) : s);

/** The careful hand-written builder of the same page. */
export function listingHandWritten(data: { items: ListingItem[] }): string {
  let o = '<ul class="grid">\n';
  for (const it of data.items) {
    o += `<li class="card${it.onSale ? ' card--sale' : ''}" data-item-id="${attr(it.id)}">\n  <a class="card__link" href="${attr(it.fullUrl)}" aria-label="${attr(it.title)}"><img src="${attr(it.assetUrl)}" alt="${attr(it.title)}" loading="lazy"></a>\n  <h3 class="card__title">${text(it.title)}</h3>\n  `;
    o += it.stock === 0 ? '<p class="card__sold">Sold out</p>' : `<p class="card__price">$${(it.priceCents / 100).toFixed(2)}</p>`;
    o += '\n</li>\n';
  }
  return o + '</ul>\n';
}
