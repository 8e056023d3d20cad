/**
 * The page's script (dist/bundles/vitrine.js, an ES module: deferred, so it
 * runs once the document is parsed). Telemetry first, so its error reporter
 * sees errors of everything after it; then each island, its widget's module
 * loaded when the widget is on the page (islands/lazy.ts), a product card's
 * when it nears the viewport (islands/when-near.ts).
 */
import { lazySource } from './islands/lazy.js';
import { mountWith } from './islands/mount-islands.js';
import { startPage } from './start-page.js';
import { onFirstOpen } from './state/popover-store.js';
import { startTelemetry } from './telemetry.js';

startTelemetry();
void startPage(document, {
  mountIslands: (root) => mountWith(lazySource, root),
  // The popover's module (React DOM with it) loads on the first add: a page whose add buttons are not touched never runs it.
  mountPopover: (doc) => onFirstOpen(() => void import('./islands/added-popover.js').then((m) => m.mountPopover(doc))),
});
