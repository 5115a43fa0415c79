import pkg from '../package.json';

/** The app version written into saves as `engineVersion`. */
export const APP_VERSION: string = pkg.version;
