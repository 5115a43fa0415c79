/** Electron main entry (bundled to dist/main/index.js by scripts/build-main.ts). */
import { startDesktopApp } from './electron/app';

startDesktopApp();
