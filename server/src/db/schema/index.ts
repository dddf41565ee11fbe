export * from './organisations';
export * from './users';
export * from './settings';
export * from './submissions';
export * from './logs';
export * from './auth';
export * from './files';
export * from './groups';
