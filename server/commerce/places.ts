/**
 * The places calls (SPEC section 7: GET /api/google-maps/places/autocomplete
 * and /details, each with a tracking context, productPage or productSection,
 * for cost tracking). A place search is a maps service's, which a
 * self-hosted store with no network at run time does not call: the calls
 * stand behind PlacesProvider, and the provider shipped is local, a
 * gazetteer of the places the checkout already knows (the countries it
 * ships to, the US states and territories, the Canadian provinces), named
 * in the asked language. A maps service would be another PlacesProvider;
 * the routes, their answers and the per-context call counts stay.
 */
import type { FastifyInstance } from 'fastify';
import { ADDRESS_COUNTRIES, regionsOf } from '../../engine/commerce/address-rules.js';

/** SPEC section 7: the tracking contexts a places call names. */
export const PLACES_TRACKING_CONTEXTS = ['productPage', 'productSection'] as const;
export type PlacesTrackingContext = (typeof PLACES_TRACKING_CONTEXTS)[number];
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';
/** Suggestions one autocomplete answers, at most. */
export const MAX_PLACE_PREDICTIONS = 5;
/** Characters of the typed text read. */
export const MAX_PLACE_INPUT = 100;

export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface AddressComponent {
  longName: string;
  shortName: string;
  types: string[];
}

export interface PlaceDetails {
  placeId: string;
  name: string;
  formattedAddress: string;
  addressComponents: AddressComponent[];
}

/** What a places service does: suggestions for typed text, and one place's details, in a language. */
export interface PlacesProvider {
  autocomplete(input: string, language: string): Promise<PlacePrediction[]>;
  details(placeId: string, language: string): Promise<PlaceDetails | null>;
}

interface Place {
  id: string;
  country: string;
  region: string | null;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The local provider: the checkout's countries and regions (place ids `country:US`, `region:US-NY`). */
export class GazetteerPlaces implements PlacesProvider {
  private readonly places: Place[] = [
    ...ADDRESS_COUNTRIES.map((c) => ({ id: `country:${c}`, country: c, region: null })),
    ...ADDRESS_COUNTRIES.flatMap((c) => regionsOf(c).map((r) => ({ id: `region:${c}-${r.code}`, country: c, region: r.code }))),
  ];

  private countryName(code: string, language: string): string {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  }

  private regionName(country: string, code: string, language: string): string {
    const r = regionsOf(country).find((x) => x.code === code);
    return (language.toLowerCase().startsWith('fr') ? r?.fr : undefined) ?? r?.name ?? code;
  }

  private describe(p: Place, language: string): PlacePrediction {
    const country = this.countryName(p.country, language);
    if (p.region === null) return { placeId: p.id, description: country, mainText: country, secondaryText: '' };
    const region = this.regionName(p.country, p.region, language);
    return { placeId: p.id, description: `${region}, ${country}`, mainText: region, secondaryText: country };
  }

  async autocomplete(input: string, language: string): Promise<PlacePrediction[]> {
    const typed = fold(input.trim());
    if (typed === '') return [];
    const scored = this.places
      .map((p) => ({ p, d: this.describe(p, language) }))
      .map(({ p, d }) => ({ d, rank: fold(d.mainText).startsWith(typed) ? 0 : fold(d.description).includes(typed) || fold(p.region ?? p.country) === typed ? 1 : 2 }))
      .filter((x) => x.rank < 2);
    return scored.sort((a, b) => a.rank - b.rank || a.d.description.localeCompare(b.d.description, language)).slice(0, MAX_PLACE_PREDICTIONS).map((x) => x.d);
  }

  async details(placeId: string, language: string): Promise<PlaceDetails | null> {
    const p = this.places.find((x) => x.id === placeId);
    if (!p) return null;
    const d = this.describe(p, language);
    const country: AddressComponent = { longName: this.countryName(p.country, language), shortName: p.country, types: ['country', 'political'] };
    const components = p.region === null ? [country] : [{ longName: d.mainText, shortName: p.region, types: ['administrative_area_level_1', 'political'] }, country];
    return { placeId: p.id, name: d.mainText, formattedAddress: d.description, addressComponents: components };
  }
}

const query = {
  type: 'object',
  additionalProperties: false,
  required: ['trackingContext'],
  properties: {
    trackingContext: { type: 'string', enum: [...PLACES_TRACKING_CONTEXTS] },
    language: { type: 'string', maxLength: 35, pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$' },
  },
} as const;
const autocompleteQuery = { ...query, required: ['trackingContext', 'input'], properties: { ...query.properties, input: { type: 'string', maxLength: MAX_PLACE_INPUT } } } as const;
const detailsQuery = { ...query, required: ['trackingContext', 'placeId'], properties: { ...query.properties, placeId: { type: 'string', minLength: 1, maxLength: 100 } } } as const;

type Q = { trackingContext: PlacesTrackingContext; language?: string };

/** The two calls, answered by `provider`; each call is counted per tracking context (the SPEC's cost tracking), in `counts`. */
export async function placesRoutes(app: FastifyInstance, o: { provider?: PlacesProvider; counts?: Map<PlacesTrackingContext, number> }): Promise<void> {
  const provider = o.provider ?? new GazetteerPlaces();
  const counts = o.counts ?? new Map<PlacesTrackingContext, number>();
  const count = (c: PlacesTrackingContext) => counts.set(c, (counts.get(c) ?? 0) + 1);
  const languageOf = (q: Q) => (q.language ?? 'en-US').replace('_', '-');
  app.get<{ Querystring: Q & { input: string } }>(PLACES_AUTOCOMPLETE_PATH, { schema: { querystring: autocompleteQuery } }, async (request, reply) => {
    count(request.query.trackingContext);
    reply.header('cache-control', 'no-store');
    return { predictions: await provider.autocomplete(request.query.input, languageOf(request.query)) };
  });
  app.get<{ Querystring: Q & { placeId: string } }>(PLACES_DETAILS_PATH, { schema: { querystring: detailsQuery } }, async (request, reply) => {
    count(request.query.trackingContext);
    reply.header('cache-control', 'no-store');
    const place = await provider.details(request.query.placeId, languageOf(request.query));
    if (!place) return reply.code(404).send({ status: 404, code: 'PLACE_NOT_FOUND', message: 'No place has this id.', crumbFail: false });
    return { place };
  });
}
