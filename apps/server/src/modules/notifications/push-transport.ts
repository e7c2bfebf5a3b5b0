import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

/** What web-push's generateRequestDetails builds (its header values may be numbers). */
export interface PushRequest {
  endpoint: string;
  method: string;
  headers: http.OutgoingHttpHeaders;
  body: Buffer | null;
}

/**
 * A lookup that answers the addresses the endpoint guard already checked instead of asking DNS
 * again: a name with a zero TTL could otherwise resolve to a public address for the check and
 * to 127.0.0.1 for the connection (DNS rebinding).
 */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    const [first] = entries;
    if (options.all) callback(null, entries);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error("no checked address to connect to"), "");
  };
}

/**
 * POSTs one push and answers the push service's status code. With `addresses`, the connection
 * goes only to those (TLS still verifies the certificate for the endpoint's host name).
 */
export function postPush(
  request: PushRequest,
  options: { addresses?: string[]; timeoutMs: number },
): Promise<number> {
  const url = new URL(request.endpoint);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: request.headers,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.addresses ? { lookup: pinnedLookup(options.addresses) } : {}),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(request.body ?? undefined);
  });
}
