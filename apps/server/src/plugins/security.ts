import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers. The CSP allows only our own scripts; styles may be inline because React
 * sets style attributes; websockets to our own host carry Socket.IO.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", "ws:", "wss:"],
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
