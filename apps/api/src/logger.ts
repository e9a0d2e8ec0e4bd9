/** Structured JSON logs (pino); pretty-printed only on a developer's terminal. */
import { pino, type Logger } from "pino";
import type { Config } from "./config.js";

export function createLogger(config: Pick<Config, "logLevel" | "env">): Logger {
  const pretty = config.env === "development" && process.stdout.isTTY && isInstalled("pino-pretty");
  return pino({
    level: config.logLevel,
    base: { service: "dukkan-api" },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "*.client_secret", "*.password"],
      censor: "[redacted]",
    },
    ...(pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname,service" },
          },
        }
      : {}),
  });
}

function isInstalled(moduleName: string): boolean {
  try {
    import.meta.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}
