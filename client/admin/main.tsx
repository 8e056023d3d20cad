/**
 * The admin app at /config (its own bundle, loaded only for a signed-in
 * owner): the shell (shell.tsx) and the screens of the screens table
 * (screens.ts), each shown only to a role that may use it (owner-role.ts).
 */
// First: the owner's language, before any module reads its texts.
import '../editor/language.js';
// Puck's styles without its web-font import (the CSP allows this site's styles only).
import '@puckeditor/core/no-external.css';
import 'uplot/dist/uPlot.min.css';
import '../admin-ui/admin-ui.css';
import './legacy-panels.css';
// The panels' own stylesheets, here so editor.css has them all (a lazy chunk's stylesheet would not load).
import '../editor/editor-extras.css';
import '../editor/image-picker.css';
import '../editor/preview-pane.css';
import '../editor/time-zone-panel.css';
import { createRoot } from 'react-dom/client';
import { AdminShell } from './shell.js';

const mount = document.getElementById('vitrine-editor');
if (mount) {
  mount.classList.add('adm-app');
  createRoot(mount).render(<AdminShell siteTitle={mount.dataset.siteTitle} />);
}
