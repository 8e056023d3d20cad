import { build } from 'esbuild';
const r = await build({ entryPoints: { vitrine: 'client/entry.ts' }, bundle: true, minify: true, format: 'esm', splitting: true, chunkNames: 'chunks/[name]-[hash]', target: ['es2020'], platform: 'browser', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, write: false, metafile: true, outdir: 'out', logLevel:'silent' });
for (const [k,v] of Object.entries(r.metafile.outputs)) console.log(k, v.bytes, v.entryPoint, JSON.stringify(v.imports.map(i=>i.path.replace('out/chunks/','')+':'+i.kind[0])));
console.log(r.outputFiles.map(f=>f.path).slice(0,3));
