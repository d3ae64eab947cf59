export * from './endpoint.ts';
export * from './endpoints/auth.ts';
export * from './entities.ts';
export * from './envelope.ts';
export * from './limits.ts';
export * from './rules/index.ts';
export * from './services.ts';
export * from './status.ts';
