/**
 * A spreadsheet program runs a cell starting with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe keeps such text as text (CSV injection). Every file a person opens
 * in a spreadsheet, the server's exports and templates and the web's own, writes its text through this.
 */
export const spreadsheetSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
