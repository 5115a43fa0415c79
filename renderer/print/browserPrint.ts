/**
 * The browser's own Print for a print route (browser mode, to pick a printer or when the server has no Chromium):
 * the route opens in a new tab with `autoprint=1`, and that page opens the print dialog itself once it has finished
 * drawing, with its @page size preselected. A tab rather than a hidden frame: the app's CSP forbids framing it
 * (`frame-ancestors 'none'`).
 */
export function autoprintRoute(route: string): string {
  return `${route}${route.includes('?') ? '&' : '?'}autoprint=1`;
}

export function printInBrowser(route: string, open: (url: string) => Window | null = (url) => window.open(url, '_blank')): void {
  const url = `${location.pathname}${location.search}${autoprintRoute(route)}`;
  if (!open(url)) throw new Error('the browser blocked the print tab: allow pop-ups for this page, or use Preview and print from there');
}
