import { createContext } from "react";
import type { SocketClient } from "./socket-client";

/** null outside <SocketProvider>: chat then works over HTTP alone. */
export const SocketContext = createContext<SocketClient | null>(null);
