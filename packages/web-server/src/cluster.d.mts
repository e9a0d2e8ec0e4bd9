import type { Server } from "node:http";
import type { Worker } from "node:cluster";

export declare function workerCount(env?: NodeJS.ProcessEnv): number;
export declare const isStopping: () => boolean;
export declare function stopGracefully(server: Server, name: string, beforeExit?: () => Promise<void>): void;
export declare function runWorkers(options: {
  name: string;
  count: number;
  start: () => Promise<void> | void;
  primaryMessages?: () => (worker: Worker, message: unknown) => void;
}): Promise<void>;
export declare function flushTraces(): Promise<void>;
