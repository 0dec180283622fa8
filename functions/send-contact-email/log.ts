export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type EmittingLevel = Exclude<LogLevel, 'silent'>;

/**
 * Values a log line may carry. Callers pass ids, counts, outcomes and error codes only:
 * never an e-mail address, a name, a message or a client address.
 */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: Number.POSITIVE_INFINITY };

export interface LoggerOptions {
  level: LogLevel;
  /** Receives one JSON line per entry; defaults to stdout via console.log, which every runtime has. */
  write?: (line: string) => void;
  now?: () => Date;
}

export function createJsonLogger({ level, write = (line) => console.log(line), now = () => new Date() }: LoggerOptions): Logger {
  const threshold = SEVERITY[level];
  const emit = (entryLevel: EmittingLevel, event: string, fields: LogFields = {}) => {
    if (SEVERITY[entryLevel] < threshold) return;
    write(JSON.stringify({ ts: now().toISOString(), level: entryLevel, event, ...fields }));
  };
  return {
    debug: (event, fields) => emit('debug', event, fields),
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
  };
}

export const silentLogger: Logger = createJsonLogger({ level: 'silent' });

/** A short label of an error for a log line: its `code` (ENOTDIR, SQLITE_BUSY…) or its name, never its message. */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = Object.getOwnPropertyDescriptor(error, 'code')?.value;
    if (typeof code === 'string') return code;
  }
  return error instanceof Error ? error.name : 'UNKNOWN';
}
