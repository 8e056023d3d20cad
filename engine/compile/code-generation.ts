/**
 * Whether this JavaScript realm may turn a string into code. A page whose
 * Content-Security-Policy lacks 'unsafe-eval' (the editor at /config), or
 * Node run with --disallow-code-generation-from-strings, refuses
 * `new Function`; the engine then keeps every template in its interpreter,
 * which gives the same bytes (test/engine/csp-safe-render.test.ts).
 *
 * Asked once per realm and only when code is about to be generated: in a
 * browser the refused probe is itself reported as a CSP violation, so a
 * caller that knows its page forbids eval asks for execution 'interpret'
 * and the probe never runs.
 */
let allowed: boolean | undefined;

export function codeGenerationAllowed(): boolean {
  if (allowed === undefined) {
    try {
      allowed = (new Function('return 1') as () => number)() === 1;
    } catch {
      allowed = false;
    }
  }
  return allowed;
}
