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
 * machine); the contexts a journey opens are closed when it ends, and on a cluster they are
 * spread over the nodes.
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
      const opened: BrowserContext[] = [];
      browser.newContext = async (options) => {
        const nextNode = NODE_URLS[(opened.length + 1) % NODE_URLS.length];
        const created = await newContext({
          ...(nextNode ? { baseURL: nextNode } : {}),
          ...options,
        });
        opened.push(created);
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
      // The browser lives as long as the worker: a fan's tab left open keeps its socket, its
      // score updates and its renders going through every later journey.
      await Promise.all(opened.map((created) => created.close()));
    },
    { auto: true },
  ],
});
