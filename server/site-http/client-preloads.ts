/**
 * The pages' shopper script for the site renderer: the entry module's URL,
 * and the chunk URLs a page's widgets load (client-build/client-manifest.ts)
 * for its modulepreload links. The modules are built (or read) while the
 * server starts, after the renderer's options are made: until then no
 * page is served, and the preloads read the manifest once it is set.
 */
import { pageChunks, type ClientManifest } from '../../client-build/client-manifest.js';
import type { ClientScript } from '../../site/render/module-preloads.js';
import { CLIENT_BUNDLE_PATH, CLIENT_CHUNKS_PATH } from './site-routes.js';

export class ClientPreloads implements ClientScript {
  readonly src = CLIENT_BUNDLE_PATH;
  private manifest: ClientManifest | null = null;

  use(manifest: ClientManifest): void {
    this.manifest = manifest;
  }

  preloads = (widgets: ReadonlySet<string>): readonly string[] => (this.manifest ? pageChunks(this.manifest, widgets).map((f) => `${CLIENT_CHUNKS_PATH}${f}`) : []);
}
