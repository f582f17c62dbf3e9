/**
 * SPEC §5: chat input is sanitised: script and style elements and event-handler attributes are
 * stripped, and so is any other markup, since the assistant answers in plain text. The browser
 * does it before sending; the server does it again, being the authority.
 */
export function sanitizeChatInput(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*$/gi, ' ')
    .replace(/\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ' ')
    .replace(/javascript\s*:/gi, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** A message worth sending: something other than blanks (SPEC §5). */
export const isBlankMessage = (text: string) => text.trim() === '';
