export * from './status.ts';
export * from './envelope.ts';
export * from './services.ts';
export * from './endpoint.ts';
export * from './endpoints/auth.ts';
