// The places calls (SPEC section 7, server/commerce/places.ts): autocomplete and
// details through the PlacesProvider interface, answered by the local gazetteer
// (the checkout's countries and regions) in the asked language; each call names a
// tracking context (productPage, productSection) and is counted per context; bad
// input is a 400 in the commerce shape, an unknown place a 404. No network.
import t from 'tap';
import Fastify from 'fastify';
import { GazetteerPlaces, MAX_PLACE_PREDICTIONS, placesRoutes, type PlacesProvider, type PlacesTrackingContext } from '../../server/commerce/places.js';
import { demoApp } from './checkout-helpers.js';
import { freshDatabase } from './helpers.js';

t.test('the local gazetteer: suggestions and details, in English and French', async (t) => {
  const places = new GazetteerPlaces();
  const ny = await places.autocomplete('new y', 'en-US');
  t.same(ny[0], { placeId: 'region:US-NY', description: 'New York, United States', mainText: 'New York', secondaryText: 'United States' });
  t.ok((await places.autocomplete('a', 'en-US')).length <= MAX_PLACE_PREDICTIONS, 'at most the limit');
  t.same(await places.autocomplete('   ', 'en-US'), [], 'nothing typed, nothing suggested');
  t.match((await places.autocomplete('allem', 'fr-FR'))[0], { placeId: 'country:DE', mainText: 'Allemagne' }, 'country names in the language');
  t.match((await places.autocomplete('quebec', 'fr-FR'))[0], { placeId: 'region:CA-QC', description: 'Québec, Canada' }, 'accents folded');
  t.same(await places.details('region:US-NY', 'en-US'), {
    placeId: 'region:US-NY',
    name: 'New York',
    formattedAddress: 'New York, United States',
    addressComponents: [
      { longName: 'New York', shortName: 'NY', types: ['administrative_area_level_1', 'political'] },
      { longName: 'United States', shortName: 'US', types: ['country', 'political'] },
    ],
  });
  t.equal(await places.details('region:XX-YY', 'en-US'), null);
});

t.test('the routes: any provider behind them, calls counted per tracking context', async (t) => {
  const app = Fastify();
  t.teardown(() => app.close());
  const counts = new Map<PlacesTrackingContext, number>();
  const fake: PlacesProvider = {
    autocomplete: async (input, language) => [{ placeId: 'p1', description: `${input} (${language})`, mainText: input, secondaryText: '' }],
    details: async (id) => (id === 'p1' ? { placeId: 'p1', name: 'One', formattedAddress: 'One', addressComponents: [] } : null),
  };
  await app.register(placesRoutes, { provider: fake, counts });
  const auto = await app.inject({ url: '/api/google-maps/places/autocomplete?input=kiln&language=fr-FR&trackingContext=productPage' });
  t.same(auto.json(), { predictions: [{ placeId: 'p1', description: 'kiln (fr-FR)', mainText: 'kiln', secondaryText: '' }] }, 'the provider answers');
  t.equal((await app.inject({ url: '/api/google-maps/places/details?placeId=p1&trackingContext=productSection' })).json().place.name, 'One');
  t.equal((await app.inject({ url: '/api/google-maps/places/details?placeId=p2&trackingContext=productSection' })).statusCode, 404);
  t.same([...counts.entries()].sort(), [['productPage', 1], ['productSection', 2]], 'counted per context');
});

t.test('in the demo store: the commerce shape for bad input', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  const { app } = await demoApp(t, db!);
  const ok = await app.inject({ url: '/api/google-maps/places/autocomplete?input=cali&trackingContext=productPage' });
  t.equal(ok.statusCode, 200);
  t.match(ok.json().predictions[0], { placeId: 'region:US-CA', description: 'California, United States' });
  const details = await app.inject({ url: '/api/google-maps/places/details?placeId=country:FR&trackingContext=productSection&language=fr-FR' });
  t.match(details.json().place, { name: 'France', addressComponents: [{ shortName: 'FR', types: ['country', 'political'] }] });
  for (const url of ['/api/google-maps/places/autocomplete?input=x', '/api/google-maps/places/autocomplete?input=x&trackingContext=checkout', `/api/google-maps/places/autocomplete?input=${'x'.repeat(101)}&trackingContext=productPage`, '/api/google-maps/places/details?trackingContext=productPage']) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 400, url);
    t.match(res.json(), { status: 400, code: 'INVALID_REQUEST', crumbFail: false });
  }
});
