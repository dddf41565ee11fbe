// TypeBox schemas + Static types of every API payload (contract §1). The server uses the values as
// Fastify route schemas; browser code imports only the types (`import type`).
export * from './common';
export * from './auth';
export * from './tenant';
export * from './submissions';
export * from './search';
export * from './people';
export * from './imports';
export * from './content';
export * from './smartplans';
export * from './outbox';
export * from './restraint';
export * from './shares';
export * from './ai';
export * from './analytics';
