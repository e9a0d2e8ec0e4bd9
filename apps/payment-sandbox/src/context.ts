/** What every route of the sandbox shares: its merchant, the memory and the clock. */
import type { FastifyRequest } from "fastify";
import type { SandboxStore } from "./store.js";

export interface SandboxContext {
  merchantId: string;
  apiPassword: string;
  store: SandboxStore;
  now: () => Date;
  /** How long an authorisation can be captured; a later CAPTURE is DECLINED. */
  authorizationValidityMs: number;
  /** The origin browsers reach the sandbox at (hosted fields, ACS pages): fixed, or the request's own. */
  originOf: (request: FastifyRequest) => string;
}
