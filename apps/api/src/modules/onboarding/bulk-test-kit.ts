export * from './bulk-fixtures.ts';
export { sendFile } from '../../../test/multipart.ts';
