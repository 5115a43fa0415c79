/** 1846: the rules module lives in ./1846 (several small files); this is its registered entry point. */
export { rules1846, hiddenFrom } from './1846/index';
