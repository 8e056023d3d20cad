/**
 * The page's experiment variants (editor/experiments.ts has the rules): the
 * assignments come with the page (`website.experimentAssignments`), an
 * override from the address only on internal or test sites.
 */
import { assignmentsOf, experimentVariant } from '../editor/experiments.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});

export function pageExperimentVariant(name: string, win: Window = window): string | null {
  const website = obj(obj(obj((win as unknown as Obj).Static).SQUARESPACE_CONTEXT).website);
  const site = { internal: website.internal === true, testSite: website.testSite === true };
  return experimentVariant(name, assignmentsOf(website.experimentAssignments), new URLSearchParams(win.location.search), site);
}
