// Types of chromium.mjs for playwright.config.ts.
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
