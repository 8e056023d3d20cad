/** A small observable value (the hook that reads it in a React widget: use-store.ts; the DOM widgets subscribe). */
export class Store<T> {
  private listeners = new Set<() => void>();
  constructor(private value: T) {}
  get = (): T => this.value;
  set(next: T | ((prev: T) => T)): void {
    const v = typeof next === 'function' ? (next as (prev: T) => T)(this.value) : next;
    if (Object.is(v, this.value)) return;
    this.value = v;
    for (const l of [...this.listeners]) l();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
