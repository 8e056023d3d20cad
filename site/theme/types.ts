/** A developer-mode template folder, loaded (DEVELOPER-MODE.md section 1). */
export interface SourceFile {
  /** Path relative to the template folder, with forward slashes. */
  path: string;
  text: string;
}

export interface Layout {
  key: string;
  name: string;
  /** Region names as declared (`site` or `site.region`). */
  regions: string[];
}

export interface TemplateConf {
  name: string;
  author: string;
  layouts: Layout[];
  navigations: { title: string; name: string }[];
  stylesheets: string[];
  systemCollections: string[];
  customTypes: unknown[];
  systemPartials: string[];
  /** The raw object, for keys Vitrine does not interpret. */
  raw: Record<string, unknown>;
}

export interface CollectionType {
  /** The base name of the conf file: the collection's typeName. */
  typeName: string;
  conf: Record<string, unknown> | null;
  list: SourceFile | null;
  item: SourceFile | null;
  /** A platform-maintained type (template.conf systemCollections). */
  system: boolean;
}

export interface PageTemplate {
  name: string;
  page: SourceFile;
  conf: Record<string, unknown> | null;
}

export interface Theme {
  /** Absolute path of the folder. */
  root: string;
  conf: TemplateConf;
  /** Region name (without `.region`) -> file. */
  regions: Map<string, SourceFile>;
  collections: Map<string, CollectionType>;
  /** Block name as applied (`nav.block`, `map-links/pin.block`) -> file. */
  blocks: Map<string, SourceFile>;
  /** Block type (image, button, ...) -> block name that renders every block of that type. */
  blockTypeOverrides: Map<string, string>;
  pages: Map<string, PageTemplate>;
  /** Files under scripts/ and assets/, relative to those folders. */
  scripts: Set<string>;
  assets: Set<string>;
  /** strings/template-LOCALE.json and annotations-LOCALE.json merged per locale. */
  strings: Map<string, Record<string, unknown>>;
}
