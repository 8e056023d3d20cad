/** The bundle's entry (dist/client/vitrine.js): telemetry at once, then the islands once the document is parsed. */
import { start } from './main.js';
import { startTelemetry } from './telemetry.js';

startTelemetry();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
else void start();
