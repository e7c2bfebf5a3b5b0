import type { DestinationStream, LoggerOptions as PinoLoggerOptions } from "pino";

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

/**
 * pino-pretty renders the log for a person at a terminal; it runs as pino's transport (a worker
 * thread), so the redaction and serializers below still apply before a line is formatted.
 */
const PRETTY_TRANSPORT = {
  target: "pino-pretty",
  options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" },
};

/**
 * pino options: logs without credentials, tokens or bodies; readable lines when stdout is a
 * terminal, one JSON object per line otherwise (files, pipes, log collectors). `stream` (Fastify's
 * logger only) writes JSON lines there instead, e.g. for a test to read.
 */
export function loggerOptions(
  level: string,
  {
    pretty = process.stdout.isTTY === true,
    stream,
  }: { pretty?: boolean; stream?: DestinationStream } = {},
): PinoLoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : pretty ? { transport: PRETTY_TRANSPORT } : {}),
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
