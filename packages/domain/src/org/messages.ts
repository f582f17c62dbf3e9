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
  codeRequired: 'Code is Required!',
  codeTaken: 'This code is already used',
  invalidCode: 'Use letters, digits, hyphens and underscores only',
  currencyRequired: 'Currency is Required!',
  currencyNotOfCountry: 'Choose a currency used in this country',
  employeeRequired: 'Employee is Required!',
  unknownEmployee: 'No active employee has this employee number',
  alreadyClientManager: 'This employee is already a client manager',
  locationRequired: 'Location is Required!',
  unknownLocation: 'Unknown location',
  floorNumberTaken: 'Each floor needs its own number',
  unknownFloor: 'Unknown floor',
  buildingMovedInUse: 'Employees work in this building: move them before changing its location.',
} as const;

/** "… is in use and cannot be deleted." names what was refused and why, so the admin knows where to look. */
export function inUseMessage(what: string): string {
  return `${what} is in use and cannot be deleted.`;
}

/** The refusal of deleting a value employees still hold, with the way out (deactivating keeps it on their records). */
export function inUseByEmployeesMessage(what: string, employeeCount: number): string {
  const holders = employeeCount === 1 ? '1 employee has it' : `${employeeCount} employees have it`;
  return `${inUseMessage(what)} ${holders}; deactivate it instead.`;
}
