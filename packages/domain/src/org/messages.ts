/** Texts of the organisation screens that the spec does not give; worded like its own (§5, §8). */
export const ORG_MESSAGES = {
  nameRequired: 'Name is Required!',
  nameTaken: 'This name is already used',
  countryRequired: 'Country is Required!',
  stateRequired: 'State is Required!',
  cityRequired: 'City is Required!',
  unknownCountry: 'Unknown country',
  unknownState: 'Unknown state',
  unknownCity: 'Unknown city',
  unknownParent: 'Unknown parent',
  invalidTimeZone: 'Invalid Time Zone!',
  invalidWebsite: 'Invalid Website!',
  fieldRequired: 'This field is Required!',
  invalidNumber: 'Invalid Number!',
  invalidOption: 'Choose one of the listed values',
  unknownField: 'Unknown field',
  departmentCycle: 'A department cannot be placed under itself or one of its sub-departments.',
  componentCycle: 'A component cannot be placed under itself or one of its children.',
  standardTypeKept: 'The standard component types cannot be deleted; deactivate the type instead.',
  logoType: 'The logo must be a PNG or JPEG image.',
  logoMissing: 'Please choose a logo file.',
} as const;

/** "… is in use and cannot be deleted." names what was refused and why, so the admin knows where to look. */
export function inUseMessage(what: string): string {
  return `${what} is in use and cannot be deleted.`;
}
