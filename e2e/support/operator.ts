/** The e2e server's OPERATOR_TOKEN (globalSetup.ts): the operator API, and `npm run tenant` through it. */
export const OPERATOR_TOKEN = 'e2e-operator-token-not-a-secret-0001';
