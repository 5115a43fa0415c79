/** The hook interface a title's rules module implements; it belongs to the engine, which calls it. */
export type { TitleRules } from '../engine/hooks';
