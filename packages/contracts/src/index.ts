export * from './common.js';
export * from './search.js';
