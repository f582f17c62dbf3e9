/**
 * The package root carries the messages only; every other area has its own entry point
 * (`@tenure/domain/access`, `/flags`, `/validation`, `/auth`, ...) so an importer pulls in what it uses.
 */
export * from './messages.ts';
