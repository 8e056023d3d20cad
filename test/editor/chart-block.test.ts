// The chart block (SPEC block type 62, bar and line) and SPEC section 5's
// dataset messages ('Your dataset must have at least one column', '... one
// row', 'One or more rows was missing data'): the rule (normal form, every
// message once, the named limits), the drawing (a scale from zero, bars
// from the baseline, a line's points), and through the editor API on
// SQLite: saved, refused in the owner's language, and rendered on the site
// as an SVG image named and described, with the data as a table (English
// and French), no script needed.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { BLOCK_MESSAGES as M, CONTENT_BLOCKS } from '../../editor/blocks/index.js';
import { drawChart } from '../../editor/blocks/chart-drawing.js';
import { MAX_CHART_COLUMNS, MAX_CHART_LABEL_CHARS, MAX_CHART_ROWS, MAX_CHART_VALUE_CHARS } from '../../editor/blocks/limits.js';
import { findMessage } from '../../editor/catalogue.js';
import type { LayoutBlock } from '../../editor/layout.js';

t.setTimeout(180_000);

const check = (props: Record<string, unknown>, chart: unknown) => CONTENT_BLOCKS.chart.check({ props, chart });
const messagesOf = (r: ReturnType<typeof check>) => (r.ok ? [] : r.messages);
const sales = { columns: ['Mugs', 'Bowls'], rows: [{ label: 'May', values: ['12', '4'] }, { label: 'June', values: ['20', '7.5'] }, { label: 'July', values: ['-3', '0'] }] };

t.test('the rule: a title, bar or line, one to the limits of columns and rows, every cell a number', async (t) => {
  t.equal(M.datasetNoColumn, 'Your dataset must have at least one column', 'SPEC section 5');
  t.equal(M.datasetNoRow, 'Your dataset must have at least one row', 'SPEC section 5');
  t.equal(M.datasetMissingData, 'One or more rows was missing data', 'SPEC section 5');
  t.same(check({ title: ' Sales ', design: 'line' }, { columns: [' Mugs '], rows: [{ label: ' May ', values: [' 12 '] }] }), { ok: true, props: { title: 'Sales', design: 'line' }, chart: { columns: ['Mugs'], rows: [{ label: 'May', values: ['12'] }] } });
  t.same(messagesOf(check({ title: 'S' }, { columns: [], rows: [] })), [M.datasetNoColumn, M.datasetNoRow]);
  t.same(messagesOf(check({ title: 'S' }, undefined)), [M.datasetNoColumn, M.datasetNoRow], 'no dataset at all');
  t.same(messagesOf(check({ title: 'S' }, { columns: ['A'], rows: [] })), [M.datasetNoRow]);
  t.same(messagesOf(check({ title: 'S' }, { columns: ['A', 'B'], rows: [{ label: 'x', values: ['1', ''] }, { label: '', values: ['1', '2'] }, { label: 'y', values: ['1'] }] })), [M.datasetMissingData], 'an empty cell, an empty label, a short row: once');
  t.same(messagesOf(check({}, sales)), [M.chartTitleNeeded]);
  t.same(messagesOf(check({ title: 'S', design: 'pie' }, sales)), ['pie is not one of the expected options']);
  t.same(messagesOf(check({ title: 'S' }, { columns: ['A'], rows: [{ label: 'x', values: ['1,5'] }, { label: 'y', values: ['1e3'] }] })), [M.datasetNotNumber]);
  t.same(messagesOf(check({ title: 'S' }, { columns: ['A', 'a'], rows: [{ label: 'x', values: ['1', '2'] }] })), [M.datasetColumnTwice]);
  t.same(messagesOf(check({ title: 'S' }, { columns: [''], rows: [{ label: 'x', values: ['1'] }] })), [M.datasetColumnName]);
  const wide = { columns: Array.from({ length: MAX_CHART_COLUMNS }, (_, i) => `S${i}`), rows: Array.from({ length: MAX_CHART_ROWS }, (_, r) => ({ label: `R${r}`, values: Array.from({ length: MAX_CHART_COLUMNS }, () => '1') })) };
  t.ok(check({ title: 'S' }, wide).ok, 'the limits themselves are a chart');
  t.same(messagesOf(check({ title: 'S' }, { ...wide, columns: [...wide.columns, 'more'] })), [M.datasetTooManyColumns]);
  t.same(messagesOf(check({ title: 'S' }, { ...wide, rows: [...wide.rows, wide.rows[0]] })), [M.datasetTooManyRows]);
  t.same(messagesOf(check({ title: 'S' }, { columns: ['x'.repeat(MAX_CHART_LABEL_CHARS + 1)], rows: [{ label: 'y', values: ['9'.repeat(MAX_CHART_VALUE_CHARS + 1)] }] })), [M.datasetLabelTooLong, M.datasetNotNumber]);
  for (const m of Object.values(M).filter((m) => m.startsWith('Your dataset') || m.startsWith('One or more') || /chart|column|value must/i.test(m))) {
    const fr = findMessage(m, 'fr');
    t.ok(fr !== null && fr !== m, `${m} → ${fr}`);
  }
  t.equal(findMessage(M.datasetNoColumn, 'fr'), 'Votre jeu de données doit avoir au moins une colonne');
});

t.test('the drawing: a round scale holding zero, bars from the baseline, a line through each row', async (t) => {
  const bar = drawChart(sales, 'bar');
  t.same(bar.ticks.map((k) => k.label), ['-5', '0', '5', '10', '15', '20']);
  t.equal(bar.series.length, 2);
  const [may, , july] = bar.series[0]!.bars;
  t.equal(may!.y + may!.height, bar.baseline, 'a positive bar ends on the baseline');
  t.equal(july!.y, bar.baseline, 'a negative bar starts on it');
  t.ok(bar.series[1]!.bars[0]!.x > may!.x, 'the second series beside the first');
  t.same(bar.series[0]!.points, '', 'no line in a bar chart');
  const line = drawChart(sales, 'line');
  t.same(line.series[0]!.bars, []);
  t.equal(line.series[0]!.points.split(' ').length, 3);
  t.ok(line.series[0]!.dots[1]!.y < line.series[0]!.dots[0]!.y, 'a greater value is higher');
  t.same(drawChart({ columns: ['A'], rows: [{ label: 'x', values: ['0'] }] }, 'bar').ticks.map((k) => k.label), ['0', '0.2', '0.4', '0.6', '0.8', '1'], 'all zero still has a scale');
  const long = drawChart({ columns: ['A'], rows: Array.from({ length: MAX_CHART_ROWS }, (_, i) => ({ label: `A long month name ${i}`, values: ['1'] })) }, 'bar');
  t.ok(long.labels.every((l) => l.text.length <= 4), 'labels cut to their band on the axis');
  const b: LayoutBlock = { id: 'c1', kind: 'chart', span: 12, props: { title: 'Sales', design: 'bar' }, chart: sales };
  const data = CONTENT_BLOCKS.chart.data(b);
  t.same(data.rows, [{ label: 'May', values: ['12', '4'] }, { label: 'June', values: ['20', '7.5'] }, { label: 'July', values: ['-3', '0'] }]);
  t.equal(data.seriesNames, 'Mugs, Bowls');
});

t.test('through the editor API (SQLite): refused in the owner’s language, saved, rendered as an SVG and a table', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Studio sales' })).page;
  const { revision } = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  const chart = (dataset: unknown, props: Record<string, unknown> = { title: 'Sales <2026>', design: 'bar' }) => ({ id: 'ch1', kind: 'chart', span: 12, props, chart: dataset });
  const put = (blocks: unknown[], extra: Record<string, unknown> = {}) => admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Studio sales', layout: { blocks }, revision, ...extra });

  const empty = await put([chart({ columns: [], rows: [] })]);
  t.same(body(empty), { status: 400, code: 'CHART_BLOCK_INVALID', message: `${M.datasetNoColumn} ${M.datasetNoRow}`, crumbFail: false, messages: [M.datasetNoColumn, M.datasetNoRow] });
  const missing = await app.inject({
    method: 'PUT',
    url: `/api/editor/pages/${page.id}`,
    cookies: admin.cookies,
    headers: { 'accept-language': 'fr-FR', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! },
    payload: { title: 'Studio sales', layout: { blocks: [chart({ columns: ['A'], rows: [{ label: 'x', values: [''] }] })] }, revision },
  });
  t.same(body(missing).messages, ['Il manque des données dans une ou plusieurs lignes'], 'in French for a French owner');
  const tooMany = await put([chart({ columns: ['A'], rows: Array.from({ length: MAX_CHART_ROWS + 2 }, () => ({ label: 'x', values: ['1'] })) })]);
  t.equal(tooMany.statusCode, 400, 'a body past one more than the limit is not read');

  const saved = await put([chart(sales)], { translations: { 'fr-FR': { blocks: { ch1: { title: 'Ventes' } } } } });
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved).layout.blocks[0].chart, sales, 'the dataset kept as typed');

  const shopper = await visitor(app);
  const html = (await shopper.request('GET', `/${page.urlId}`)).body;
  t.match(html, '<figure class="content-chart content-chart--bar" aria-labelledby="chart-ch1-caption"><figcaption class="content-chart__title" id="chart-ch1-caption">Sales &lt;2026&gt;</figcaption>');
  t.match(html, /<svg class="content-chart__art" viewBox="0 0 640 360" role="img" aria-labelledby="chart-ch1-name chart-ch1-desc" focusable="false"><title id="chart-ch1-name">Sales &lt;2026&gt;<\/title><desc id="chart-ch1-desc">Bar chart: Mugs, Bowls\. The data table after the chart gives every value<\/desc>/);
  t.equal((html.match(/<rect x="/g) ?? []).length, 6, 'one bar a value');
  t.match(html, '<title>June, Bowls: 7.5</title>');
  t.match(html, '<li class="content-chart__key content-chart__series--2"><span class="content-chart__swatch" aria-hidden="true"></span>Bowls</li>');
  t.match(html, '<thead><tr><th scope="col">Label</th><th scope="col">Mugs</th><th scope="col">Bowls</th></tr></thead><tbody><tr><th scope="row">May</th><td>12</td><td>4</td></tr>');
  t.match(html, '<summary>Chart data</summary>');
  const french = (await shopper.request('GET', `/fr/${page.urlId}`)).body;
  t.match(french, '<desc id="chart-ch1-desc">Histogramme: Mugs, Bowls. Le tableau de données après le graphique donne chaque valeur</desc>');
  t.match(french, '<summary>Données du graphique</summary>');
  t.match(french, '<figcaption class="content-chart__title" id="chart-ch1-caption">Ventes</figcaption>');

  const asLine = await put([chart(sales, { title: 'Sales', design: 'line' })], { revision: body(saved).revision });
  t.equal(asLine.statusCode, 200, asLine.body);
  const lineHtml = (await shopper.request('GET', `/${page.urlId}`)).body;
  t.match(lineHtml, /<g class="content-chart__series content-chart__series--1"><polyline points="[\d., -]+"\/><circle cx="[\d.]+" cy="[\d.]+" r="4"><title>May, Mugs: 12<\/title><\/circle>/);
  t.notMatch(lineHtml, '<rect x="');
});
