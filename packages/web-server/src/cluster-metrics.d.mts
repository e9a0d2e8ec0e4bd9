import type { Worker } from "node:cluster";
import type { Registry } from "prom-client";

export declare function shareWithPrimary(registries?: Registry[]): void;
export declare function clusterMetricsText(): Promise<string>;
export declare function answerMetricsRequests(): (worker: Worker, message: unknown) => void;
