/** The IANA zones a picker offers: UTC first, then every zone the browser knows. */
export const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
