import type { AsyncLocalStorage } from "node:async_hooks";

export declare const requestContext: AsyncLocalStorage<{ callerAddress: string; requestId: string }>;
export declare function requestIdFrom(given: unknown): string;
export declare function apiCallHeaders(): Record<string, string>;
