/** What every builder of generated content shares: the random source, the clock, ids and the image rotation. */
import { Random } from './random.js';
import { PLACEHOLDER_IMAGES, type PlaceholderImage } from './images.js';

export const DAY = 86_400_000;

export class GenContext {
  private counter = 0;
  private imageAt: number;

  constructor(
    readonly rnd: Random,
    readonly now: number,
  ) {
    this.imageAt = rnd.int(0, PLACEHOLDER_IMAGES.length);
  }

  /** A platform-looking id (24 hex digits), unique within one generated site. */
  id(): string {
    this.counter += 1;
    return `5e1a7e00${this.counter.toString(16).padStart(16, '0')}`;
  }

  /** The next placeholder image, in rotation, so neighbouring items differ. */
  image(): PlaceholderImage {
    const image = PLACEHOLDER_IMAGES[this.imageAt % PLACEHOLDER_IMAGES.length]!;
    this.imageAt += 1;
    return image;
  }
}

/** A URL slug of a title. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A title from a name: `team-members` -> `Team Members`. */
export function titleCase(name: string): string {
  return name
    .split(/[-_\s./]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
