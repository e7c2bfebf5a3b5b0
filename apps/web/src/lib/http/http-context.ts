import { createContext } from "react";
import type { HttpClient } from "./http-client";

/**
 * The app's one HTTP client (spec 000 §7: requests at least 100 ms apart), handed to features by
 * <HttpClientProvider>; tests give each render a client of its own.
 */
export const HttpClientContext = createContext<HttpClient | null>(null);
