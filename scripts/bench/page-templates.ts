/**
 * The same product-list page written for every engine in the comparison.
 * Each uses its own HTML escaping for text and produces byte-identical output.
 */
import type { BenchProduct } from './catalog.js';

export const VITRINE = `<section class="products">
{.repeated section products}<article class="product" id="{id}">
  <a href="/shop/{urlId}"><h2>{title|html}</h2></a>
  <div class="images">{.repeated section images}<img src="{assetUrl}?format=500w" alt="{altText|htmlattr}" width="{width}" height="{height}">{.end}</div>
  <p class="price">{.if onSale}<del>{priceText}</del> <ins>{salePriceText}</ins>{.or}{priceText}{.end}</p>
  <ul class="variants">{.repeated section variants}<li data-sku="{sku}">{size|html} &middot; {priceText}{.if stock} &middot; {stock} left{.or} &middot; sold out{.end}</li>{.end}</ul>
  <p class="excerpt">{excerpt|html}</p>
</article>
{.end}</section>
`;

export const HANDLEBARS = `<section class="products">
{{#each products}}<article class="product" id="{{id}}">
  <a href="/shop/{{urlId}}"><h2>{{title}}</h2></a>
  <div class="images">{{#each images}}<img src="{{assetUrl}}?format=500w" alt="{{altText}}" width="{{width}}" height="{{height}}">{{/each}}</div>
  <p class="price">{{#if onSale}}<del>{{priceText}}</del> <ins>{{salePriceText}}</ins>{{else}}{{priceText}}{{/if}}</p>
  <ul class="variants">{{#each variants}}<li data-sku="{{sku}}">{{size}} &middot; {{priceText}}{{#if stock}} &middot; {{stock}} left{{else}} &middot; sold out{{/if}}</li>{{/each}}</ul>
  <p class="excerpt">{{excerpt}}</p>
</article>
{{/each}}</section>
`;

export const MUSTACHE = `<section class="products">
{{#products}}<article class="product" id="{{id}}">
  <a href="/shop/{{urlId}}"><h2>{{title}}</h2></a>
  <div class="images">{{#images}}<img src="{{{assetUrl}}}?format=500w" alt="{{altText}}" width="{{width}}" height="{{height}}">{{/images}}</div>
  <p class="price">{{#onSale}}<del>{{priceText}}</del> <ins>{{salePriceText}}</ins>{{/onSale}}{{^onSale}}{{priceText}}{{/onSale}}</p>
  <ul class="variants">{{#variants}}<li data-sku="{{sku}}">{{size}} &middot; {{priceText}}{{#stock}} &middot; {{stock}} left{{/stock}}{{^stock}} &middot; sold out{{/stock}}</li>{{/variants}}</ul>
  <p class="excerpt">{{excerpt}}</p>
</article>
{{/products}}</section>
`;

export const ETA = `<section class="products">
<% for (const p of it.products) { %><article class="product" id="<%= p.id %>">
  <a href="/shop/<%= p.urlId %>"><h2><%= p.title %></h2></a>
  <div class="images"><% for (const im of p.images) { %><img src="<%~ im.assetUrl %>?format=500w" alt="<%= im.altText %>" width="<%= im.width %>" height="<%= im.height %>"><% } %></div>
  <p class="price"><% if (p.onSale) { %><del><%= p.priceText %></del> <ins><%= p.salePriceText %></ins><% } else { %><%= p.priceText %><% } %></p>
  <ul class="variants"><% for (const v of p.variants) { %><li data-sku="<%= v.sku %>"><%= v.size %> &middot; <%= v.priceText %><% if (v.stock) { %> &middot; <%= v.stock %> left<% } else { %> &middot; sold out<% } %></li><% } %></ul>
  <p class="excerpt"><%= p.excerpt %></p>
</article>
<% } %></section>
`;

export const LIQUID = `<section class="products">
{% for p in products %}<article class="product" id="{{ p.id }}">
  <a href="/shop/{{ p.urlId }}"><h2>{{ p.title | escape }}</h2></a>
  <div class="images">{% for im in p.images %}<img src="{{ im.assetUrl }}?format=500w" alt="{{ im.altText | escape }}" width="{{ im.width }}" height="{{ im.height }}">{% endfor %}</div>
  <p class="price">{% if p.onSale %}<del>{{ p.priceText }}</del> <ins>{{ p.salePriceText }}</ins>{% else %}{{ p.priceText }}{% endif %}</p>
  <ul class="variants">{% for v in p.variants %}<li data-sku="{{ v.sku }}">{{ v.size | escape }} &middot; {{ v.priceText }}{% if v.stock > 0 %} &middot; {{ v.stock }} left{% else %} &middot; sold out{% endif %}</li>{% endfor %}</ul>
  <p class="excerpt">{{ p.excerpt | escape }}</p>
</article>
{% endfor %}</section>
`;

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// As a careful hand would write it: most text needs no escaping, so test first.
const esc = (s: string) => (/[&<>"]/.test(s) ? s.replace(/[&<>"]/g, (c) => ESC[c]!) : s);

/** The hand-written limit: one function of string concatenation. */
export function handWritten(data: { products: BenchProduct[] }): string {
  let o = '<section class="products">\n';
  for (const p of data.products) {
    o += `<article class="product" id="${p.id}">\n  <a href="/shop/${p.urlId}"><h2>${esc(p.title)}</h2></a>\n  <div class="images">`;
    for (const im of p.images) o += `<img src="${im.assetUrl}?format=500w" alt="${esc(im.altText)}" width="${im.width}" height="${im.height}">`;
    o += '</div>\n  <p class="price">';
    o += p.onSale ? `<del>${p.priceText}</del> <ins>${p.salePriceText}</ins>` : p.priceText;
    o += '</p>\n  <ul class="variants">';
    for (const v of p.variants) {
      o += `<li data-sku="${v.sku}">${esc(v.size)} &middot; ${v.priceText}`;
      o += v.stock ? ` &middot; ${v.stock} left` : ' &middot; sold out';
      o += '</li>';
    }
    o += `</ul>\n  <p class="excerpt">${esc(p.excerpt)}</p>\n</article>\n`;
  }
  return o + '</section>\n';
}
