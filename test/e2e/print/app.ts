/** The app in browser mode for the print tests (no page needed: they print with their own Chromium). */
export { ROOT, startServer as startApp, type RunningServer as RunningApp } from '../support/server';
