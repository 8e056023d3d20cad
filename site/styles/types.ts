import type { SiteDiagnostic } from '../diagnostics.js';

export type TweakValue = string | boolean | number;

/** One `// tweak: {…}` annotation of the template's stylesheets. */
export interface TweakDefinition {
  /** `tweak-…` titles as written, else slug(title). */
  key: string;
  title: string;
  /** color, value, image, font, checkbox, dropdown (others are kept, with no effect). */
  type: string;
  /** The declared value (color, value, image), the annotation's `default`, or false / the first option. */
  default: TweakValue;
  options?: string[];
  category?: string;
  /** `@name` of the controlled variable (color, value, image). */
  variable?: string;
  /** Class name of the controlled font mixin, without the dot. */
  mixin?: string;
  /** The font mixin's declarations (font). */
  fontProperties?: Record<string, string>;
  /** Where the annotation is: path relative to the template folder, 1-based line. */
  file: string;
  line: number;
  /** The annotation object as written. */
  annotation: Record<string, unknown>;
}

export interface CompileSiteCssInput {
  /** Absolute path of the template folder. */
  folder: string;
  /** template.conf `stylesheets`: paths under styles/. */
  stylesheets: string[];
  /** The site's tweak settings (by key, title or variable name), overriding the defaults. */
  tweaks?: Record<string, TweakValue>;
}

export interface CompileSiteCssResult {
  css: string;
  diagnostics: SiteDiagnostic[];
  tweaks: TweakDefinition[];
  /** Effective value of every tweak by key (a font: JSON text of its declarations). */
  tweakValues: Record<string, TweakValue>;
  /** Checkbox and dropdown tweak classes, in declaration order. */
  bodyClasses: string[];
}
