/**
 * Pixel and analytics events (SPEC section 7): AddToCart, Search, Lead,
 * ViewContent, Purchase, CompleteRegistration go to every registered sink
 * (an ad pixel, a tag manager). None is registered by default: nothing
 * leaves the site unless the owner's code adds a sink. A failing sink is
 * ignored.
 */
export const PIXEL_EVENTS = ['AddToCart', 'Search', 'Lead', 'ViewContent', 'Purchase', 'CompleteRegistration'] as const;
export type PixelEvent = (typeof PIXEL_EVENTS)[number];
export type PixelSink = (event: PixelEvent, data: Record<string, unknown>) => void;

const sinks = new Set<PixelSink>();

/** Adds a sink; returns its removal. */
export function addPixelSink(sink: PixelSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

export function firePixel(event: PixelEvent, data: Record<string, unknown>): void {
  for (const sink of sinks) {
    try {
      sink(event, data);
    } catch {
      // a third party's failure is not the page's
    }
  }
}
