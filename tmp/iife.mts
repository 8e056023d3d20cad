import { buildClientScript } from '../client-build/build-client.js';
const code = await buildClientScript();
const line = code.split('\n')[8]!;
for (const at of [94384, 94545, 94957, 153164, 152789]) console.log(at, JSON.stringify(line.slice(at - 150, at + 60)));
