import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };

/** How many of a failed test's last browser errors its report shows. */
const ERRORS_SHOWN = 30;

/**
 * The nodes of a clustered run (playwright.cluster.config.ts); empty on one node. The test's own
 * `page` is on the first; each context a journey opens goes to the next node in turn, starting
 * with the second, so two fans of a journey are always on different nodes.
 */
const NODE_URLS = process.env.E2E_NODE_URLS?.split(",") ?? [];

/**
 * Playwright's `test` with two additions: when a test fails, its report carries what the browsers
 * threw or logged as errors (the app's error boundary logs "Unhandled application error" with the
 * component stack; a CI failure is read from that report alone, the trace stays on that
 * machine), and on a cluster the contexts a journey opens are spread over the nodes.
 */
export const test = base.extend<{ journeyContexts: void }>({
  journeyContexts: [
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
      let opened = 0;
      browser.newContext = async (options) => {
        opened += 1;
        const node = NODE_URLS.length > 0 ? { baseURL: NODE_URLS[opened % NODE_URLS.length] } : {};
        const created = await newContext({ ...node, ...options });
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
