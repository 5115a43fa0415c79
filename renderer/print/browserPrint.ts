/**
 * The browser's own Print for a print route (browser mode without Chromium on the server, or to choose a
 * printer): the route loads in a hidden frame of this page, and once it says it has finished drawing
 * (`data-print-ready`) the frame's print dialog opens, with the page's @page size preselected.
 */
export function printInBrowser(route: string, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0;pointer-events:none';
    frame.src = `${location.pathname}${location.search}${route}`;
    const started = Date.now();
    const done = (error?: Error) => {
      clearInterval(timer);
      // Removing the frame while its dialog is open would cancel the print: wait for the dialog to close.
      setTimeout(() => frame.remove(), 60_000);
      if (error) reject(error);
      else resolve();
    };
    const timer = setInterval(() => {
      const doc = frame.contentDocument;
      if (doc?.documentElement.hasAttribute('data-print-ready')) {
        const problem = doc.documentElement.getAttribute('data-print-error');
        if (problem) return done(new Error(problem));
        frame.contentWindow!.focus();
        frame.contentWindow!.print();
        return done();
      }
      if (Date.now() - started > timeoutMs) done(new Error(`the print page did not finish drawing in ${timeoutMs / 1000} s`));
    }, 100);
    document.body.appendChild(frame);
  });
}
