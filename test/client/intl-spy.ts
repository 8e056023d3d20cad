/**
 * Counts the Intl number formats a test's code makes (issue 41: a page's
 * first one loads ICU's data on the main thread): each Intl.NumberFormat
 * built, and each use of a built one's `format` (a formatter cached by an
 * earlier test is counted when used). Restored when the test ends.
 */
import type { Test } from 'tap';

export function spyNumberFormats(t: Test): { readonly count: number } {
  const Original = Intl.NumberFormat;
  const format = Object.getOwnPropertyDescriptor(Original.prototype, 'format')!;
  let count = 0;
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      count++;
      return Reflect.construct(target, args);
    },
  });
  Object.defineProperty(Original.prototype, 'format', {
    ...format,
    get(this: Intl.NumberFormat) {
      count++;
      return format.get!.call(this);
    },
  });
  t.teardown(() => {
    Intl.NumberFormat = Original;
    Object.defineProperty(Original.prototype, 'format', format);
  });
  return {
    get count() {
      return count;
    },
  };
}
