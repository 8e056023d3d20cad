/**
 * The text of generated demo content: a small studio with a journal, a
 * shop, events and pictures. Written for Vitrine; kept neutral so it fits
 * any template folder.
 */

export const TAGLINES = [
  'Made slowly, shared gladly',
  'Small things, made with care',
  'Notes, goods and gatherings',
  'A studio by the water',
];

export const AUTHORS = [
  { id: 'author-rowan', displayName: 'Rowan Pike', firstName: 'Rowan', lastName: 'Pike', bio: 'Writes the journal and runs the studio.' },
  { id: 'author-iris', displayName: 'Iris Calder', firstName: 'Iris', lastName: 'Calder', bio: 'Designer, photographer and keeper of the archive.' },
  { id: 'author-theo', displayName: 'Theo Marsh', firstName: 'Theo', lastName: 'Marsh', bio: 'Makes things out of wood and paper.' },
];

export const POST_TITLES = [
  'A Morning at the Workbench',
  'What We Learned This Spring',
  'Notes from the Coast Road',
  'The Long Table Supper',
  'Ten Years of Small Batches',
  'Colour Studies in Late Light',
  'How We Pack an Order',
  'Letters from the Archive',
  'Walking the Market at Dawn',
  'A Guide to Caring for Linen',
  'On Slowness',
  'Behind the New Collection',
];

export const CATEGORIES = ['Studio', 'Guides', 'News', 'Travel'];
export const TAGS = ['craft', 'seasons', 'process', 'people', 'places', 'recipes', 'materials', 'journal'];

export const SENTENCES = [
  'The first light comes in low over the bench and catches the dust in the air.',
  'We started with a list of things we wanted to keep and a shorter list of things we could let go.',
  'Most of the work happens before anyone sees it: sorting, measuring, waiting for things to dry.',
  'A good tool disappears in the hand; a good day does the same.',
  'We tried three versions before the fourth one felt right, and the fourth one is the one we kept.',
  'The market opens at seven, but the best conversations happen while the stalls are still going up.',
  'Every piece leaves the studio wrapped in paper we print ourselves.',
  'Some colours only make sense in the evening, when the window faces west.',
  'Our neighbours lent us a long table, and twenty people stayed until the candles ran out.',
  'Linen gets better with every wash, so do not be shy with it.',
  'There is a notebook by the door where visitors write what they would make if they had the time.',
  'We keep samples of everything, labelled by month, in a cabinet that no longer closes.',
  'The road along the coast is slow, and that is the reason to take it.',
  'Nothing here is mass produced; everything here is made to be used.',
  'If something breaks, send it back and we will mend it.',
];

export interface PhysicalProduct {
  title: string;
  price: number;
  /** One option and its values; empty for a product without variants. */
  options: Record<string, string[]>;
}

export const PRODUCTS: {
  physical: PhysicalProduct[];
  digital: { title: string; price: number }[];
  service: { title: string; price: number }[];
  giftCard: { title: string; amounts: number[] };
} = {
  physical: [
    { title: 'Linen Tea Towel', price: 18, options: { Color: ['Oat', 'Sage', 'Rust'] } },
    { title: 'Stoneware Cup', price: 32, options: { Glaze: ['Chalk', 'Moss', 'Ink'] } },
    { title: 'Oak Serving Board', price: 64, options: { Size: ['Small', 'Large'] } },
    { title: 'Canvas Market Bag', price: 28, options: { Color: ['Natural', 'Navy'] } },
    { title: 'Beeswax Candle Pair', price: 22, options: {} },
    { title: 'Hand-bound Notebook', price: 19, options: { Paper: ['Lined', 'Plain', 'Dotted'] } },
  ],
  digital: [
    { title: 'Printable Field Guide', price: 12 },
    { title: 'Pattern Pack', price: 9 },
  ],
  service: [
    { title: 'Private Workshop', price: 120 },
    { title: 'Studio Consultation', price: 75 },
  ],
  giftCard: { title: 'Gift Card', amounts: [25, 50, 100] },
};

export const PRODUCT_CATEGORIES = ['Home', 'Kitchen', 'Paper', 'Classes', 'Gifts'];

export const EVENT_TITLES = [
  'Open Studio Evening',
  'Spring Market',
  'Printmaking Workshop',
  'Supper at the Long Table',
  'Book Launch and Reading',
  'Summer Fair',
  'Autumn Walk and Talk',
  'Winter Makers Market',
];

export const VENUES = [
  { addressTitle: 'The Studio', addressLine1: '21 Harbour Lane', addressLine2: 'Portland, ME 04101', mapLat: 43.6567, mapLng: -70.2467 },
  { addressTitle: 'Riverside Hall', addressLine1: '8 Mill Street', addressLine2: 'Hudson, NY 12534', mapLat: 42.2529, mapLng: -73.791 },
  { addressTitle: 'The Old Library', addressLine1: '140 Elm Avenue', addressLine2: 'Burlington, VT 05401', mapLat: 44.4759, mapLng: -73.2121 },
];

export const GALLERY_TITLES = [
  'Early Light',
  'Harbour Wall',
  'Meadow Edge',
  'Dune Grass',
  'Evening Window',
  'Fern Study',
  'Clay and Water',
  'Slate Roofs',
  'Lemon Tree',
  'Still Lagoon',
];

export const TRACK_TITLES = ['Low Tide', 'Paper Boats', 'The Long Table', 'Night Ferry', 'Orchard Song', 'Slow Return'];

export const ITEM_TITLES = [
  'Harbour House',
  'The Blue Door',
  'Field Notes',
  'North Light',
  'Salt and Stone',
  'Quiet Rooms',
  'The Green Hour',
  'Paper Lanterns',
];

export const CLIENTS = ['Harbour Trust', 'Northfield Press', 'Marsh & Co.', 'The Garden Society', 'Lantern Books'];

export const PAGE_TITLES = ['About', 'Visit', 'Our Story', 'Team', 'Services', 'Press'];

export const BLOCK_HEADINGS = ['Say hello', 'Visit us', 'Made by hand', 'Stay in touch', 'New this season', 'Opening hours'];

export const BUTTON_LABELS = ['Learn more', 'Get in touch', 'See more', 'Read on'];
