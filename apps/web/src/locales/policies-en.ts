/** English texts of the policy pages (policy setup, Policy Library). */
export const policiesEn = {};
