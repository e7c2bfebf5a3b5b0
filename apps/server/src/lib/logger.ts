import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

/** Query parameters that carry secrets and must never reach the logs. */
const SECRET_QUERY = /([?&](?:token|refreshToken|access_token)=)[^&]*/gi;

/**
 * Paths that carry a token as a segment: the emailed reset link `/reset-password/<token>` (the
 * web page, and any `/api/...` form of it) and the verification link's path form. The reset
 * API's own `validate` segment is a route name, not a token.
 */
const SECRET_SEGMENT = /(\/(?:reset-password|verify-email)\/)(?!validate(?:[/?#]|$))[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
}

/** pino options: JSON logs without credentials, tokens or bodies (to stdout unless `stream`). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "password",
        "newPassword",
        "refreshToken",
        "accessToken",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
