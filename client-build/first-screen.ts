/**
 * The chunks /config's first screen (the Pages list) needs before it
 * shows: the static imports of the admin entry and of the Pages screen's
 * chunk, followed to the end. The server names them in modulepreload
 * links so the browser fetches them at once rather than one import level
 * at a time; the bench weighs them (scripts/bench/editor-load.ts).
 */

/** The chunks a module imports statically (`from "./chunks/x.js"`, `import "./x.js"`), by chunk file name. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/(?:chunks\/)?([^"]+\.js)"/g)].map((m) => m[1]!);
}

/** The Pages screen's chunk and every chunk it or the entry imports statically, by name (the entry itself not included). */
export function firstScreenChunks(bundle: { js: string; chunks: Record<string, string> }): string[] {
  const seen = new Set<string>();
  const visit = (code: string) => {
    for (const dep of staticImports(code)) {
      if (seen.has(dep) || bundle.chunks[dep] === undefined) continue;
      seen.add(dep);
      visit(bundle.chunks[dep]!);
    }
  };
  visit(bundle.js);
  const pages = Object.keys(bundle.chunks).find((n) => n.startsWith('pages-screen-'));
  if (pages && !seen.has(pages)) {
    seen.add(pages);
    visit(bundle.chunks[pages]!);
  }
  return [...seen];
}
