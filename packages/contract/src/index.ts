export * from './status.ts';
export * from './envelope.ts';
export * from './services.ts';
export * from './endpoint.ts';
export * from './endpoints/auth.ts';
export * from './limits.ts';
export * from './entities.ts';
export * from './rules/index.ts';
