/** Whether a path is a template folder, without loading the folder checker (single-file checks start faster). */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A template folder: a directory holding template.conf. */
export function isTemplateFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory() && existsSync(join(path, 'template.conf'));
  } catch {
    return false;
  }
}
