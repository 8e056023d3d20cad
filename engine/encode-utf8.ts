/**
 * A rendered page's UTF-8 bytes, for callers that send or keep bytes.
 *
 * A render returns a rope (the text joined piece by piece), and encoding a
 * rope with `Buffer.from(html, 'utf8')` walks its pieces one by one: for a
 * 75 KB page that walk costs three to four times the render itself.
 * `TextEncoder.encodeInto` flattens the rope once and encodes the flat text
 * in bulk. Pages are mostly ASCII, so the bytes are first written into an
 * array as long as the text; only text with wider characters needs the
 * rest encoded after it.
 */
const encoder = new TextEncoder();

export function encodeUtf8(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  const { read, written } = encoder.encodeInto(text, bytes);
  if (read === text.length) return bytes;
  // Wider characters: what did not fit, encoded on its own, after what did.
  const tail = encoder.encode(text.slice(read));
  const whole = new Uint8Array(written + tail.length);
  whole.set(bytes.subarray(0, written));
  whole.set(tail, written);
  return whole;
}
