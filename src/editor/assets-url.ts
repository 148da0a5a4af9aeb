/**
 * Where the editor's files are served: the folder of dist/editor.js, which the build writes as
 * one file, so this module's URL is editor.js's. Hosts serving them elsewhere pass `assetsUrl`.
 */
export const editorAssetsUrl = new URL('./', import.meta.url).href;
