import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Log = (...args: unknown[]) => void;

/**
 * A request's logger that makes its pino child (the one carrying `reqId`)
 * only when a line is written at an enabled level. Fastify makes a child for
 * every request, and most requests write nothing at `warn`: the child cost
 * about as much as the rest of a light signed-in call's own work
 * (docs/design/performance.md). Every line written still goes through the
 * child, so it carries the request id as before.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!enabled(this.parent, level)) return;
    (this.real()[level] as Log)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/** pino answers whether a level is enabled; another logger is asked by writing. */
function enabled(logger: FastifyBaseLogger, level: Level): boolean {
  const isLevelEnabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return isLevelEnabled ? isLevelEnabled.call(logger, level) : true;
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or
 * serialisers gets its child at once, as Fastify would make it.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
