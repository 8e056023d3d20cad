// The unit formatter: conversion, best fit, sequences, widths, locale preferences.
import t from 'tap';
import { Engine } from '../../engine/index.js';

const engine = new Engine();
const render = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts).html;

t.test('conversion, best fit and sequences', async (t) => {
  t.equal(render('{n|unit in:inch}', { n: '12345' }), '342.9yd', 'best fit in the same system');
  t.equal(render('{n|unit in:inch sequence:foot,inch group format:long}', { n: '12345' }), '1,028 feet 9 inches');
  t.equal(render('{n|unit in:second sequence:hour,minute,second format:long}', { n: '12345' }), '3 hours 25 minutes 45 seconds');
  t.equal(render('{n|unit in:byte}', { n: '1048576' }), '1MB', 'bytes count in 1024s');
  t.equal(render('{n|unit in:byte compact:bits format:long}', { n: '1000000' }), '8 megabits', 'bits count in 1000s');
  t.equal(render('{n|unit in:centimeter out:point}', { n: '3.5' }), '99.2pt', 'a unit Intl lacks');
});

t.test('temperature follows the locale region unless out: is given', async (t) => {
  t.equal(render('{n|unit in:celsius format:short}', { n: '100' }, { locale: 'en-US' }), '212°F');
  t.equal(render('{n|unit in:celsius format:short}', { n: '100' }, { locale: 'de-DE' }), '100 °C');
  t.equal(render('{n|unit in:fahrenheit out:celsius}', { n: '212' }), '100°C');
});

t.test('unknown input units and non-numbers print nothing', async (t) => {
  t.equal(render('{n|unit in:furlong}', { n: '1' }), '');
  t.equal(render('{n|unit in:inch}', { n: 'abc' }), '');
});
