// The CLI bundle's file is one function expression, as the loader compiles it: V8 then compiles the file's text as
// read, not a concatenated copy of it (1.3 MB more to touch at every start). Its parameters are the CommonJS wrapper's,
// plus the bundle's import.meta.url (esbuild defines import.meta.url as __venn_import_meta_url).
export const BUNDLE_HEAD =
  "(function (exports, require, module, __filename, __dirname, __venn_import_meta_url) {";
export const BUNDLE_TAIL = "\n})";
/** How the bundle names a chunk (dist/chunks/<name>.cjs) where it requires it; the loader loads it on first use. */
export const CHUNK_PREFIX = "venn-chunk:";
