import t from 'tap';
import { page } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';

const EMPTY_INNER = '<div class="row sqs-row"><div class="col sqs-col-12 span-12"></div></div>';

const site: FakeSite = {
  root: { collection: { id: 'abc123', title: 'About' } },
  blocks: { 'intro.block': '<section><squarespace:block-field id="{id}_intro" columns="12" /></section>' },
  blockFields: {
    abc123_intro: {
      updatedOn: 1700000000000,
      blocks: [{ id: 'b1', type: 'html', html: '<p>Hello</p>' }],
    },
  },
};

t.test('an id rendered in a partial applied to collection picks that content (checklist 9)', async (t) => {
  const { html, host } = page(site, '{collection|apply intro.block}');
  t.equal(
    html,
    '<section><div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" data-updated-on="1700000000000" id="abc123_intro">' +
      '<div class="row sqs-row"><div class="col sqs-col-12 span-12">' +
      '<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-b1"><div class="sqs-block-content"><p>Hello</p></div></div>' +
      '</div></div></div></section>',
  );
  t.same(host.diagnostics.items, []);
});

t.test('without content: an empty sqs-layout with data-type="block-field" (checklist 9)', async (t) => {
  const { html, host } = page(site, '<squarespace:block-field id="footerBlocks" columns="12" />');
  t.equal(
    html,
    `<div class="sqs-layout sqs-grid-12 columns-12 empty" data-type="block-field" data-updated-on="0" id="footerBlocks">${EMPTY_INNER}</div>`,
  );
  t.same(host.diagnostics.items, []);
});

t.test('attribute mapping: class appended, label, lock-layout; others dropped', async (t) => {
  const { html } = page(
    site,
    `<squarespace:block-field id='f' columns=1 label="Footer &amp; more" class="F G" lock-layout="true" description="d" annotation-alignment="x" />`,
  );
  t.equal(
    html,
    '<div class="sqs-layout sqs-grid-12 columns-12 sqs-locked-layout empty F G" data-type="block-field" data-updated-on="0" id="f" data-layout-label="Footer &amp; more">' +
      `${EMPTY_INNER}</div>`,
  );
});

t.test('rows, spans, one nested row level and the built-in block types', async (t) => {
  const s: FakeSite = {
    blockFields: {
      grid: {
        updatedOn: 5,
        rows: [
          {
            columns: [
              {
                span: 8,
                blocks: [
                  { id: 'i', type: 'image', assetUrl: '/assets/a.jpg', altText: 'A "q"' },
                  { id: 'h', type: 47 },
                  { id: 's', type: 'spacer' },
                ],
              },
              {
                rows: [
                  {
                    columns: [
                      { blocks: [{ id: 'btn', type: 'button', buttonText: 'Go <now>', buttonLink: '/go', newWindow: true }] },
                      { blocks: [{ type: 'markdown', html: '<h2>M</h2>' }, { type: 'gallery', blockType: 8 }, { type: 'quote' }] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  };
  const { html, host } = page(s, '<squarespace:block-field id="grid" />');
  t.equal(
    html,
    '<div class="sqs-layout sqs-grid-12 columns-12" data-type="block-field" data-updated-on="5" id="grid">' +
      '<div class="row sqs-row">' +
      '<div class="col sqs-col-8 span-8">' +
      '<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-i"><div class="sqs-block-content"><img src="/assets/a.jpg" alt="A &quot;q&quot;"></div></div>' +
      '<div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" id="block-h"><div class="sqs-block-content"><hr></div></div>' +
      '<div class="sqs-block spacer-block sqs-block-spacer" data-block-type="21" id="block-s"><div class="sqs-block-content"></div></div>' +
      '</div>' +
      // a column without span shares the row evenly: 12 / 2 = 6 ... the second and last of two
      '<div class="col sqs-col-6 span-6"><div class="row sqs-row">' +
      '<div class="col sqs-col-6 span-6"><div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-btn"><div class="sqs-block-content">' +
      '<a class="sqs-block-button-element" href="/go" target="_blank" rel="noopener">Go &lt;now&gt;</a></div></div></div>' +
      '<div class="col sqs-col-6 span-6">' +
      '<div class="sqs-block markdown-block sqs-block-markdown" data-block-type="44"><div class="sqs-block-content"><h2>M</h2></div></div>' +
      '<div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8"><div class="sqs-block-content"></div></div>' +
      '<div class="sqs-block quote-block sqs-block-quote"><div class="sqs-block-content"></div></div>' +
      '</div></div></div>' +
      '</div></div>',
  );
  t.same(host.diagnostics.items, []);
});

t.test('rows nested deeper than one level are dropped with a warning', async (t) => {
  const deep = { columns: [{ rows: [{ columns: [{ rows: [{ columns: [{ blocks: [{ type: 'html', html: 'X' }] }] }] }] }] }] };
  const { html, host } = page({ blockFields: { d: { rows: [deep] } } }, '<squarespace:block-field id="d" />');
  t.notMatch(html, 'X');
  t.same(host.codes(), ['BLOCK_FIELD_NESTING']);
});

t.test('a block-type override renders the block with its value as context', async (t) => {
  const s: FakeSite = {
    root: { website: { siteTitle: 'S' } },
    overrides: { button: 'my-button.block' },
    blocks: { 'my-button.block': '<a class="mine" href="{buttonLink}">{buttonText} ({website.siteTitle})</a>' },
    blockFields: { f: { blocks: [{ id: 'b', type: 'button', buttonText: 'Buy', buttonLink: '/buy' }] } },
  };
  const { html } = page(s, '<squarespace:block-field id="f" />');
  t.match(html, '<div class="sqs-block-content"><a class="mine" href="/buy">Buy (S)</a></div>');
});

t.test('duplicate ids on one page warn; both render', async (t) => {
  const { html, host } = page(site, '<squarespace:block-field id="x" /><squarespace:block-field id="x" /><squarespace:block-field id="y" />');
  t.equal(html.match(/data-type="block-field"/g)?.length, 3);
  t.same(host.codes(), ['BLOCK_FIELD_DUPLICATE_ID']);
  t.same([host.diagnostics.items[0]!.line, host.diagnostics.items[0]!.col], [1, 35]);
});

t.test('an explicit close tag is swallowed', async (t) => {
  const { html, host } = page(site, '<squarespace:block-field id="x"></squarespace:block-field>|');
  t.equal(html, `<div class="sqs-layout sqs-grid-12 columns-12 empty" data-type="block-field" data-updated-on="0" id="x">${EMPTY_INNER}</div>|`);
  t.same(host.diagnostics.items, []);
});

t.test('a block field without id renders nothing and warns', async (t) => {
  const { html, host } = page(site, 'a<squarespace:block-field columns="12" />b');
  t.equal(html, 'ab');
  t.same(host.codes(), ['TAG_ATTR_MISSING']);
});
