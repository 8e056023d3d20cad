/**
 * Leaving a screen with unsaved work: the screen that has some (the page
 * editor with edits not published) sets a guard that asks the owner; the
 * app's navigation asks `mayLeave()` before it switches screens, and the
 * browser's own prompt covers closing or reloading the tab.
 */
type Guard = () => Promise<boolean>;
let guard: Guard | null = null;

/** Sets the current screen's guard (null: nothing to lose); returns the function that clears it. */
export function setLeaveGuard(g: Guard): () => void {
  guard = g;
  return () => {
    if (guard === g) guard = null;
  };
}

/** Whether the app may leave the current screen now. */
export const mayLeave = (): Promise<boolean> => (guard ? guard() : Promise.resolve(true));
