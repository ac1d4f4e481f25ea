// Types of fips-states.mjs, for the tests that read the same lists.
export declare const FIPS_STATES: Readonly<Record<string, string>>;
export declare const HURRICANE_COAST_STATES: ReadonlySet<string>;
