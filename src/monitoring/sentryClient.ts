/*
 * The part of @sentry/react that error reporting uses (src/monitoring/sentry.ts loads this module
 * lazily). A dynamic import of '@sentry/react' itself would keep every export of the package.
 */
export { browserTracingIntegration, close, init } from '@sentry/react';
