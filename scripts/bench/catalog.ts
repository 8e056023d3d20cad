/**
 * The benchmark page: 100 products with 3 variants and 2 images each,
 * generated deterministically. Texts need no HTML escaping so every engine
 * can produce byte-identical output with its own escaping on.
 */
const WORDS = ['linen', 'walnut', 'stoneware', 'copper', 'wool', 'cedar', 'indigo', 'maple', 'canvas', 'clay', 'brass', 'oak'];
const SIZES = ['Small', 'Medium', 'Large'];

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface BenchProduct {
  id: string;
  urlId: string;
  title: string;
  excerpt: string;
  onSale: boolean;
  priceText: string;
  salePriceText: string;
  images: { assetUrl: string; altText: string; width: number; height: number }[];
  variants: { sku: string; size: string; priceText: string; stock: number }[];
}

export function catalog(count = 100): { products: BenchProduct[] } {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const word = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  const products: BenchProduct[] = [];
  for (let i = 0; i < count; i++) {
    const title = `${word()} ${word()} ${i + 1}`.replace(/^./, (c) => c.toUpperCase());
    const price = 1500 + Math.floor(rand() * 20000);
    const onSale = i % 4 === 0;
    products.push({
      id: `p${1000 + i}`,
      urlId: title.toLowerCase().replace(/ /g, '-'),
      title,
      excerpt: `A ${word()} and ${word()} piece made by hand in small batches, finished with ${word()} oil and packed in ${word()} paper.`,
      onSale,
      priceText: money(price),
      salePriceText: money(Math.round(price * 0.8)),
      images: [0, 1].map((n) => ({
        assetUrl: `/assets/products/${1000 + i}-${n}.jpg`,
        altText: `${title} view ${n + 1}`,
        width: 1500,
        height: 1000 + n * 500,
      })),
      variants: SIZES.map((size, n) => ({
        sku: `SQ${1000 + i}${n}`,
        size,
        priceText: money(price + n * 500),
        stock: (i + n) % 5 === 0 ? 0 : (i * 7 + n) % 40,
      })),
    });
  }
  return { products };
}
