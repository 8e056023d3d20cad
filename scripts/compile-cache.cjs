/**
 * A V8 code cache for CommonJS modules, preloaded into test processes by
 * scripts/run-tests.mjs (`--require`): Node 20 has no compile cache of its
 * own (module.enableCompileCache came in 22), and every test process that
 * drives a browser compiles playwright-core's 7 MB of bundles afresh
 * (0.49 s of CPU to require it; 0.31 s with this cache). Each large module's
 * code is compiled from the cached data when V8 accepts it; the data is
 * written (once, atomically) after the module has run, so it holds the
 * functions its start-up compiled too. Keyed by path and content, so an
 * edited or upgraded module is compiled afresh; V8 rejects data from
 * another version or other flags, and it is then written anew.
 * Plain CommonJS: it must load before anything else, with nothing but Node.
 */
'use strict';
const Module = require('node:module');
const vm = require('node:vm');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { createHash } = require('node:crypto');

/** Smaller modules compile faster than their cache file reads. */
const MIN_SOURCE_CHARS = 32 * 1024;
const DIR = process.env.VITRINE_COMPILE_CACHE_DIR || join(__dirname, '..', 'node_modules', '.cache', 'vitrine', 'v8-compile-cache');

const compile = Module.prototype._compile;
let dirMade = false;

Module.prototype._compile = function compileCached(content, filename) {
  // A hashbang is valid only at a script's very start, not inside the wrapper.
  if (content.length < MIN_SOURCE_CHARS || content.startsWith('#!')) return compile.call(this, content, filename);
  const key = createHash('sha1').update(filename).update('\0').update(content).digest('hex');
  const file = join(DIR, `${key}.bin`);
  let cachedData;
  try {
    cachedData = readFileSync(file);
  } catch {
    // not cached yet
  }
  let script;
  try {
    script = new vm.Script(Module.wrap(content), { filename, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
  } catch {
    // Let Node report the syntax error its own way.
    return compile.call(this, content, filename);
  }
  const wrapper = script.runInThisContext({ displayErrors: true });
  const mod = this;
  const require = (id) => mod.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, mod);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  const result = wrapper.call(mod.exports, mod.exports, require, mod, filename, dirname(filename));
  if (cachedData === undefined || script.cachedDataRejected) {
    try {
      if (!dirMade) mkdirSync(DIR, { recursive: true });
      dirMade = true;
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, file);
    } catch {
      // a cache that cannot be written only costs the next process a compile
    }
  }
  return result;
};
