import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };

/** How many of a failed test's last browser errors its report shows. */
const ERRORS_SHOWN = 30;

/**
 * Playwright's `test` with one addition: when a test fails, its report carries what the browsers
 * threw or logged as errors (the app's error boundary logs "Unhandled application error" with the
 * component stack). A CI failure is read from that report alone; the trace stays on that machine.
 */
export const test = base.extend<{ browserErrors: void }>({
  browserErrors: [
    async ({ browser, context }, use, testInfo) => {
      const errors: string[] = [];
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) =>
          errors.push(`${page.url()} threw: ${error.stack ?? error}`),
        );
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(`${page.url()} logged: ${message.text()}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      watchContext(context);
      // Journeys with two fans open their own contexts.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watchContext(created);
        return created;
      };
      await use();
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        await testInfo.attach("browser errors", {
          body: errors.slice(-ERRORS_SHOWN).join("\n\n"),
          contentType: "text/plain",
        });
      }
    },
    { auto: true },
  ],
});
