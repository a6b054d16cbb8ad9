// The server's one logger (pino): JSON lines with time, level, the process's name and whatever a line is about (room,
// game, user ids), or readable lines for a terminal (LOG_FORMAT=pretty). Process-wide like Colyseus' own logger, which
// it also becomes (createGameServer passes colyseusLogger() to the Colyseus Server).
// Never log a password, a token or a seed: the fields named so are redacted anyway, wherever a line carries them.
import { format } from "node:util";
import { pino, type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import type { LogFormat, LogLevel } from "../config.js";

export type { Logger };

/** Field names whose values never reach a log line, at the top of a line or one level down. */
const SECRET_FIELDS = ["password", "passwordHash", "token", "reconnectionToken", "seed", "authorization", "jwtSecret"];
const REDACT = [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), "req.headers.authorization", "req.headers.cookie"];

export interface LogSettings {
  logLevel: LogLevel;
  logFormat: LogFormat;
  processName: string;
}

function build(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.logLevel,
    base: { process: settings.processName },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT, censor: "[redacted]" },
  };
  if (destination) return pino(options, destination);
  // Synchronous writes: the line before a process.exit() is not lost.
  if (settings.logFormat === "pretty") return pino(options, pretty({ sync: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" }));
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

/** The logger every part of the server writes to (a live binding: configureLog replaces it). */
export let log: Logger = build({ logLevel: "info", logFormat: "json", processName: "ttr" });

/** Sets the level, format and process name (createGameServer calls it); `destination` replaces stdout (tests). */
export function configureLog(settings: LogSettings, destination?: DestinationStream): Logger {
  log = build(settings, destination);
  return log;
}

/** An error as a log field: its message and stack, without whatever else it carries. */
export function errorField(error: unknown): { message: string; stack?: string } {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
}

/**
 * What Colyseus calls (`logger.info("text", value, error)`, console-style, `@colyseus/core/build/Logger.js`) turned
 * into pino lines: the texts and values joined into the message, an Error as its `err` field. Reads `log` at each
 * call, so a later configureLog applies to Colyseus too.
 */
export function colyseusLogger() {
  const write =
    (level: "trace" | "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]): void => {
      if (!log.isLevelEnabled(level)) return;
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error));
      log[level]({ component: "colyseus", ...(error ? { err: errorField(error) } : {}) }, text);
    };
  return { trace: write("trace"), debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
