/** Types of scripts/chromium.mjs (plain JavaScript, read by the test runner too). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const SHARED_BROWSER_ENV: string;
