/**
 * Address rules shared by the checkout's server and its browser island:
 * the regions of the countries that have them (US states, the District,
 * the armed-forces codes and the territories; Canadian provinces and
 * territories), a region typed as its name read as its code, and postal
 * codes per country. The region is always stored as its code, so tax rules
 * (which name codes) match however the shopper typed it.
 */

export interface Region {
  code: string;
  name: string;
  /** The French name where it differs. */
  fr?: string;
}

const r = (code: string, name: string, fr?: string): Region => (fr ? { code, name, fr } : { code, name });

/** SPEC section 9: United States and territories: US, PR, GU, VI, MP, AS, UM. */
export const US_TERRITORIES = ['PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

const US: Region[] = [
  r('AL', 'Alabama'), r('AK', 'Alaska'), r('AZ', 'Arizona'), r('AR', 'Arkansas'), r('CA', 'California', 'Californie'),
  r('CO', 'Colorado'), r('CT', 'Connecticut'), r('DE', 'Delaware'), r('DC', 'District of Columbia', 'District de Columbia'),
  r('FL', 'Florida', 'Floride'), r('GA', 'Georgia', 'Géorgie'), r('HI', 'Hawaii', 'Hawaï'), r('ID', 'Idaho'), r('IL', 'Illinois'),
  r('IN', 'Indiana'), r('IA', 'Iowa'), r('KS', 'Kansas'), r('KY', 'Kentucky'), r('LA', 'Louisiana', 'Louisiane'), r('ME', 'Maine'),
  r('MD', 'Maryland'), r('MA', 'Massachusetts'), r('MI', 'Michigan'), r('MN', 'Minnesota'), r('MS', 'Mississippi'),
  r('MO', 'Missouri'), r('MT', 'Montana'), r('NE', 'Nebraska'), r('NV', 'Nevada'), r('NH', 'New Hampshire'),
  r('NJ', 'New Jersey'), r('NM', 'New Mexico', 'Nouveau-Mexique'), r('NY', 'New York', 'État de New York'),
  r('NC', 'North Carolina', 'Caroline du Nord'), r('ND', 'North Dakota', 'Dakota du Nord'), r('OH', 'Ohio'), r('OK', 'Oklahoma'),
  r('OR', 'Oregon'), r('PA', 'Pennsylvania', 'Pennsylvanie'), r('RI', 'Rhode Island'), r('SC', 'South Carolina', 'Caroline du Sud'),
  r('SD', 'South Dakota', 'Dakota du Sud'), r('TN', 'Tennessee'), r('TX', 'Texas'), r('UT', 'Utah'), r('VT', 'Vermont'),
  r('VA', 'Virginia', 'Virginie'), r('WA', 'Washington', 'État de Washington'), r('WV', 'West Virginia', 'Virginie-Occidentale'),
  r('WI', 'Wisconsin'), r('WY', 'Wyoming'),
  r('AA', 'Armed Forces Americas', 'Forces armées (Amériques)'), r('AE', 'Armed Forces Europe', 'Forces armées (Europe)'),
  r('AP', 'Armed Forces Pacific', 'Forces armées (Pacifique)'),
  r('AS', 'American Samoa', 'Samoa américaines'), r('GU', 'Guam'), r('MP', 'Northern Mariana Islands', 'Îles Mariannes du Nord'),
  r('PR', 'Puerto Rico', 'Porto Rico'), r('VI', 'U.S. Virgin Islands', 'Îles Vierges des États-Unis'),
  r('UM', 'U.S. Minor Outlying Islands', 'Îles mineures éloignées des États-Unis'),
];

const CA: Region[] = [
  r('AB', 'Alberta'), r('BC', 'British Columbia', 'Colombie-Britannique'), r('MB', 'Manitoba'),
  r('NB', 'New Brunswick', 'Nouveau-Brunswick'), r('NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'),
  r('NS', 'Nova Scotia', 'Nouvelle-Écosse'), r('NT', 'Northwest Territories', 'Territoires du Nord-Ouest'), r('NU', 'Nunavut'),
  r('ON', 'Ontario'), r('PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'), r('QC', 'Quebec', 'Québec'),
  r('SK', 'Saskatchewan'), r('YT', 'Yukon'),
];

/** Countries the address forms offer (ISO 3166-1 alpha-2; names come from Intl in the page's language): the checkout's and the address book's. */
export const ADDRESS_COUNTRIES = ['US', 'CA', 'GB', 'FR', 'BE', 'CH', 'DE', 'ES', 'IT', 'NL', 'IE', 'AU', 'NZ', 'JP', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** Countries whose addresses need a region, with their regions. */
export const REGIONS: Readonly<Record<string, readonly Region[]>> = { US, CA };

/** Postal codes per country (upper case, as normalised by `normalPostalCode`), and an example for the error text. */
export const POSTAL_CODES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '12534' },
  PR: { pattern: /^00[679]\d{2}(-\d{4})?$/, example: '00901' },
  VI: { pattern: /^008\d{2}(-\d{4})?$/, example: '00802' },
  GU: { pattern: /^969[123]\d(-\d{4})?$/, example: '96910' },
  MP: { pattern: /^9695\d(-\d{4})?$/, example: '96950' },
  AS: { pattern: /^96799(-\d{4})?$/, example: '96799' },
  UM: { pattern: /^96898(-\d{4})?$/, example: '96898' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, example: 'SW1A 1AA' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  ES: { pattern: /^\d{5}$/, example: '28001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  NZ: { pattern: /^\d{4}$/, example: '6011' },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '1012 AB' },
  IE: { pattern: /^[A-Z]\d[\dW] [A-Z\d]{4}$/, example: 'D02 X285' },
  JP: { pattern: /^\d{3}-\d{4}$/, example: '100-0001' },
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

/** The regions of a country; empty when it has none. */
export function regionsOf(country: string): readonly Region[] {
  return REGIONS[country] ?? [];
}

/**
 * A region as typed (code, English or French name, any case, accents,
 * dots or spaces) read as its code; text that names no region of the
 * country comes back as typed, upper case, for the validation to refuse.
 */
export function regionCode(country: string, typed: string): string {
  const list = regionsOf(country);
  const t = typed.trim();
  if (list.length === 0 || t === '') return t.toUpperCase();
  const key = fold(t);
  const found = list.find((x) => x.code === key || fold(x.name) === key || (x.fr !== undefined && fold(x.fr) === key));
  return found ? found.code : t.toUpperCase();
}

/** Postal codes upper case with single spaces; a Canadian, British, Dutch or Irish code typed without its space gets it. */
export function normalPostalCode(country: string, typed: string): string {
  let s = typed.trim().toUpperCase().replace(/\s+/g, ' ');
  const compact = s.replace(/ /g, '');
  if (country === 'CA' && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) s = `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if (country === 'GB' && /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) s = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'NL' && /^\d{4}[A-Z]{2}$/.test(compact)) s = `${compact.slice(0, 4)} ${compact.slice(4)}`;
  if (country === 'IE' && /^[A-Z]\d[\dW][A-Z\d]{4}$/.test(compact)) s = `${compact.slice(0, 3)} ${compact.slice(3)}`;
  return s;
}

/** True when the code reads as a postal code of the country (countries without a rule accept any). */
export function postalCodeValid(country: string, code: string): boolean {
  const rule = POSTAL_CODES[country];
  return rule ? rule.pattern.test(normalPostalCode(country, code)) : code.trim() !== '';
}

/** The example of the country's postal code, for the error text. */
export function postalCodeExample(country: string): string {
  return POSTAL_CODES[country]?.example ?? '';
}

/**
 * The first digit of the ZIP codes of each US state, district and
 * military code (USPS's national areas: 0 the north-east, 1 New York,
 * Pennsylvania and Delaware... 9 the west coast and the Pacific). A few
 * ranges cross an area (New York's 005 and 063, El Paso's 885 in Texas),
 * so those states list both digits.
 */
const ZIP_AREAS: Readonly<Record<string, string>> = {
  CT: '0', MA: '0', ME: '0', NH: '0', NJ: '0', RI: '0', VT: '0', AE: '0',
  NY: '10', PA: '1', DE: '1',
  DC: '2', MD: '2', NC: '2', SC: '2', VA: '2', WV: '2',
  AL: '3', FL: '3', GA: '3', MS: '3', TN: '3', AA: '3',
  IN: '4', KY: '4', MI: '4', OH: '4',
  IA: '5', MN: '5', MT: '5', ND: '5', SD: '5', WI: '5',
  IL: '6', KS: '6', MO: '6', NE: '6',
  AR: '7', LA: '7', OK: '7', TX: '78',
  AZ: '8', CO: '8', ID: '8', NM: '8', NV: '8', UT: '8', WY: '8',
  AK: '9', CA: '9', HI: '9', OR: '9', WA: '9', AP: '9',
};

/** False when a US ZIP code cannot be in the chosen state (another area of the country); true otherwise (other countries, unknown states). */
export function postalCodeInRegion(country: string, region: string, code: string): boolean {
  if (country !== 'US') return true;
  const areas = ZIP_AREAS[region];
  const first = code.trim()[0];
  return areas === undefined || first === undefined || areas.includes(first);
}

/** Why one part of an address is refused, as a key of the forms' text catalogues (the checkout's and the address book's). */
export type AddressProblem = 'required' | 'countryInvalid' | 'regionInvalid' | 'postalCodeInvalid' | 'postalCodeRegion';

/**
 * The country, region and postal code of an address checked together:
 * the country one of ADDRESS_COUNTRIES, a region of its list where it has
 * one, a postal code of its shape, and a US ZIP code in the chosen state.
 * Expects the region as its code and the postal code normalised.
 */
export function placeProblems(country: string, region: string, postalCode: string): { country?: AddressProblem; region?: AddressProblem; postalCode?: AddressProblem } {
  if (country === '') return { country: 'required' };
  if (!(ADDRESS_COUNTRIES as readonly string[]).includes(country)) return { country: 'countryInvalid' };
  const out: { region?: AddressProblem; postalCode?: AddressProblem } = {};
  const regions = regionsOf(country);
  if (regions.length > 0 && region === '') out.region = 'required';
  else if (regions.length > 0 && !regions.some((r) => r.code === region)) out.region = 'regionInvalid';
  if (postalCode === '') out.postalCode = 'required';
  else if (!postalCodeValid(country, postalCode)) out.postalCode = 'postalCodeInvalid';
  else if (!out.region && !postalCodeInRegion(country, region, postalCode)) out.postalCode = 'postalCodeRegion';
  return out;
}

/** A US territory chosen as a state becomes its own country (SPEC section 9: PR, GU, VI, MP, AS and UM), which shipping and tax name. */
export function territoryAsCountry(country: string, region: string): { country: string; region: string } {
  return country === 'US' && (US_TERRITORIES as readonly string[]).includes(region) ? { country: region, region: '' } : { country, region };
}

/** A country as typed (its code, or its English or French name, any case or accents) read as its code; anything else upper case, for the validation to refuse. */
export function countryCode(typed: string): string {
  const t = typed.trim();
  const upper = t.toUpperCase();
  if ((ADDRESS_COUNTRIES as readonly string[]).includes(upper) || t === '') return upper;
  const key = fold(t);
  for (const language of ['en', 'fr']) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const found = ADDRESS_COUNTRIES.find((c) => fold(names.of(c) ?? '') === key);
    if (found) return found;
  }
  return upper;
}
