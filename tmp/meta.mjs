import { build } from 'esbuild';
const r = await build({ entryPoints: ['client/entry.ts'], bundle: true, minify: true, format: 'esm', target: ['es2020'], platform: 'browser', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, write: false, metafile: true, outdir: 'out', logLevel:'silent' });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput).slice(0,45);
for (const [k,v] of rows) console.log(String(v.bytesInOutput).padStart(8), k);
