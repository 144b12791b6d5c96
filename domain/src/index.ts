// The shared domain: roles, statuses and transitions, validation rules, message texts, data layout and
// conference facts, imported by the SPA and bundled into the functions.
export * from './roles';
export * from './status';
export * from './messages';
export * from './validation';
export * from './collections';
export * from './documents';
export * from './conference';
export * from './api';
export * from './apiPaths';
export * from './endpoints';
export * from './contract';
export * from './openapi';
export * from './files';
export * from './ids';
export * from './review';
export * from './conflicts';
export * from './stats';
export * from './mail';
export * from './pages';
export * from './paperList';
export * from './reviewerList';
export * from './papersCsv';
export * from './dates';
export * from './calendar';
export * from './calendarTime';
export * from './audit';
