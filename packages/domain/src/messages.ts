/** User-facing texts from SPEC.md §2, §5 and §8, verbatim. Server and browser both import these. */
export const MESSAGES = {
  usernameRequired: 'Username is Required!',
  emailRequired: 'Email is Required!',
  invalidEmail: 'Invalid Email!',
  invalidUsername: 'Invalid Username!',
  invalidEmailOrMobile: 'Invalid Registered Email or Mobile number!',
  invalidPhone: 'Invalid Phone Number!',
  passwordRequired: 'Password is Required!',
  passwordTooShort: 'Password should be more than 6 characters!',
  passwordComplexity: 'Password needs one alphabet, one number and one special character',
  invalidCredentials: 'Invalid username or password. Please try again!',
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  invalidDate: 'Invalid Date!',
  invalidZip: 'Invalid ZIP Code!',
  negativeValue: 'Value should not be in negative!',
  speechUnsupported: 'Speech recognition is not supported in this browser.',
  tenantLookupFailed:
    'Hi! It looks like the server might be experiencing some issues at the moment. Could you please try again a little later? Thank you for your patience!',
  /** Our decision: what users of a suspended tenant see instead of the login page. */
  tenantSuspended: "This company's account on Tenure is suspended. Please contact your administrator.",
  /** Our decision: a change while the company's data is being moved to another database server (reads go on). */
  tenantMaintenance:
    "Tenure is moving this company's data, so changes are paused for a few minutes. Your work was not saved: please try again shortly.",
  somethingWentWrong: 'Something went wrong! Please try again later.',
  technicalError: 'Technical Error! Please try again later.',
  noAccess:
    'You currently do not have the necessary access permissions. Please contact the System Administrator for assistance.',
  completeLoginInPopup: 'Please complete the login process in the popup window that has opened.',
  noFeaturePermission:
    "Sorry, you don't have the permission to view this feature. Please contact the administrator for access.",
  noMenus: 'No Menus Found!!',
  noResults: 'No results found',
  added: 'Added Successfully',
  updated: 'Update Successfully',
  deleted: 'Deleted Successfully',
  created: 'Created Successfully',
  // Not in the spec; our decisions, kept here so both sides show the same words.
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  otpSent: 'If the account exists, a one-time password has been sent to its registered email.',
  invalidOtp: 'The one-time password is invalid or has expired.',
  passwordReset: 'Your password has been reset. Please log in with the new password.',
  passwordSet: 'Your password is set. Please log in with it.',
  setPasswordLinkInvalid: 'This link is no longer valid. Please ask your administrator for a new one.',
  passwordsDiffer: 'The passwords do not match.',
  entityNotAllowed: 'You do not have access to the selected organization.',
  notFound: 'The requested resource was not found.',
  invalidPayload: 'The request could not be read. Please reload the page and try again.',
  payloadEncryptionRequired: 'This request must be encrypted.',
  payloadKeyUnknown: 'The encryption key has expired. Please reload the page.',
  payloadReplayed: 'This request was already received. Please reload the page and try again.',
  invalidCharacters: 'The request contains characters that are not allowed (such as a NUL byte).',
  fileMissing: 'Choose a file to upload.',
  malformedUpload: 'The upload could not be read. Please choose the file again.',
  imageNotDecodable: 'The picture could not be read: it is damaged or incomplete.',
  pdfActiveContent:
    'PDF files with scripts, actions, embedded files or forms that submit data are not accepted. Please upload a plain PDF.',
  pdfUncheckable:
    'This PDF could not be checked (it is encrypted or uses an unsupported compression). Please upload a plain PDF.',
  databaseUnavailable: 'The database is not reachable.',
  databaseNotMigrated: 'The database is not up to date with this version of Tenure: its migrations are still running.',
  metricsTokenRequired: 'The metrics token is missing or wrong.',
  conflict: 'This record was changed by someone else. Please reload and try again.',
  unknownLanguage: 'Choose one of the languages Tenure offers.',
  /** A job a previous server process left running: its transaction died with it. */
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The languages of the app (SPEC §9): English, the default, and Hindi, Marathi, Portuguese, Russian. */
export const LANGUAGE_CODES = ['en', 'hi', 'mr', 'pt', 'ru'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** 'Something went wrong while {action}.' with optional 'Please try again later.' (SPEC §8). */
export function somethingWentWrongWhile(action: string, tryLater = true): string {
  return `Something went wrong while ${action}.${tryLater ? ' Please try again later.' : ''}`;
}

export const NOTIFICATION_TITLES = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' } as const;

/** An upload over its route's limit (a function, so it stays out of MESSAGES' translated texts). */
export const fileTooLargeMessage = (limitMb: number): string => `The file is larger than ${limitMb} MB.`;

/** JSON nested past the parser's limit (a function, so it stays out of MESSAGES' translated texts). */
export const jsonTooDeepMessage = (max: number): string =>
  `The request nests lists and objects more than ${max} levels deep.`;
