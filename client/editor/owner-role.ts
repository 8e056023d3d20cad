/**
 * The signed-in owner's role, as /config's page names it (data-role), and
 * whether it may change an area: the app shows only those screens (the
 * API refuses the rest anyway, editor/permissions.ts).
 */
import { isOwnerRole, mayChange, type EditorArea, type OwnerRole } from '../../editor/permissions.js';

export function ownerRole(): OwnerRole {
  const role = document.getElementById('vitrine-editor')?.dataset.role;
  // An unknown value shows the narrower set of screens.
  return isOwnerRole(role) ? role : 'WEBSITE_MANAGER';
}

export const may = (area: EditorArea): boolean => mayChange(ownerRole(), area);
