/** The owner's sections in a site's content (editor/sections.ts), for routing and rendering. */
import { SECTIONS_BLOCK_FIELD, storedSection, type Section, type SectionType } from '../../editor/sections.js';
import type { SiteContent } from './types.js';

/** A section of this content (a language's own when it has one), when the owner enabled it. */
export function enabledSection(content: SiteContent, type: SectionType): Section | null {
  const section = storedSection(content.blockFields[SECTIONS_BLOCK_FIELD], type);
  return section.enabled ? section : null;
}
