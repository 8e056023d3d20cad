/** Stylesheets the editor's bundle imports (esbuild writes them to editor.css). */
declare module '*.css';
