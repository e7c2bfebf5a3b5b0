/** The webhook signing secret the e2e server trusts (playwright.config.ts); specs sign with it. */
export const E2E_WEBHOOK_SECRET = "whsec_e2e_test_double";
