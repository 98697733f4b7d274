import { EN_CASES } from './cases.en.ts';
import { TAGLISH_CASES } from './cases.taglish.ts';
import { TL_CASES } from './cases.tl.ts';
import type { BuiltinCase } from './types.ts';

export { EN_CASES } from './cases.en.ts';
export { TAGLISH_CASES } from './cases.taglish.ts';
export { TL_CASES } from './cases.tl.ts';
export { SAMPLE_CATALOG, SAMPLE_ORDERS, SAMPLE_SETTINGS } from './store.ts';
export * from './types.ts';

/** The built-in evaluation set (issue 25): English, Tagalog and Taglish, in that order. */
export const BUILTIN_CASES: BuiltinCase[] = [...EN_CASES, ...TL_CASES, ...TAGLISH_CASES];
