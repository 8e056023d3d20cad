// An order's address on the owner's order screen reads as its country
// writes it: it read "12534 Hudson NY / US" for a New York address once.
import t from 'tap';
import { addressLines } from '../../../client/admin/commerce/address-lines.js';

const base = { firstName: 'Ada', lastName: 'Lovelace', line1: '14 Kiln Lane', line2: '', city: 'Hudson', region: 'NY', postalCode: '12534', country: 'US' };

t.same(addressLines(base, 'en'), ['Ada Lovelace', '14 Kiln Lane', 'Hudson, NY 12534', 'United States'], 'a US address: city, state and ZIP on one line, the country by name');
t.same(addressLines(base, 'fr'), ['Ada Lovelace', '14 Kiln Lane', 'Hudson, NY 12534', 'États-Unis'], 'the country in the admin’s language');
t.same(addressLines({ ...base, line2: 'Apt 2', city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' }, 'en'), ['Ada Lovelace', '14 Kiln Lane', 'Apt 2', 'Toronto, ON M5V 2T6', 'Canada']);
t.same(addressLines({ ...base, city: 'London', region: '', postalCode: 'SW1A 1AA', country: 'GB' }, 'en'), ['Ada Lovelace', '14 Kiln Lane', 'London', 'SW1A 1AA', 'United Kingdom'], 'a UK postcode on a line of its own');
t.same(addressLines({ ...base, city: 'Paris', region: '', postalCode: '75003', country: 'FR' }, 'fr'), ['Ada Lovelace', '14 Kiln Lane', '75003 Paris', 'France'], 'a French address: the postcode before the city');
t.same(addressLines({ ...base, country: 'XX' }, 'en').at(-1), 'XX', 'a code the runtime cannot name stays a code');
t.same(addressLines({ ...base, region: '', country: 'US' }, 'en')[2], 'Hudson, 12534', 'no empty state: the city, then the ZIP');
