/** The bundle's entry (dist/client/vitrine.js): starts the islands once the document is parsed. */
import { start } from './main.js';

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void start());
else void start();
