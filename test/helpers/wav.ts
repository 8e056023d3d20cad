/** A real WAV file for upload and playback tests: a sine tone, 8 kHz mono 16-bit PCM. */
const RATE = 8000;
const HEADER_BYTES = 44;

export function toneWav(hz: number, seconds: number): Buffer {
  const samples = Math.round(RATE * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * hz * i) / RATE)), i * 2);
  const h = Buffer.alloc(HEADER_BYTES);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(HEADER_BYTES - 8 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16); // the fmt chunk's size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28); // bytes per second
  h.writeUInt16LE(2, 32); // bytes per frame
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
