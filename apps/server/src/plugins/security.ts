import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * What Stripe.js needs (its script, its card-field and 3-D Secure frames, its API), and nothing
 * more. Added only when billing is on: the web app is one document whose client-side routes
 * include /premium, so the document's policy must already allow it (docs/decisions.md, Issue 12).
 */
export const STRIPE_JS_SOURCES = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
} as const;

/**
 * Security headers. The CSP allows only our own scripts (plus Stripe.js with billing on); styles
 * may be inline because React sets style attributes; websockets to our own host carry Socket.IO.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { stripeJs: boolean } = { stripeJs: false },
): Promise<void> {
  const stripe = options.stripeJs ? STRIPE_JS_SOURCES : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", "ws:", "wss:", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // Served over plain HTTP on loopback by default; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
  });
}
