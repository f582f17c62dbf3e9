/** SPEC §8 chat texts and the assistant's own answers. */
export const CHAT_MESSAGES = {
  somethingWentWrong: 'Oops! Something went wrong. Please try again.',
  emptyReply: "I couldn't process that.",
  greeting:
    "Hi! I'm your HR assistant. Ask me about your leave, holidays, timesheets, goals, colleagues or company policies.",
  privacyNotice:
    'Please do not share sensitive personal data (such as bank, health or identity numbers) in this chat. Your interactions with the assistant may be logged to improve the service.',
  notUnderstood:
    "Sorry, I didn't understand that. Try one of the suggestions, for example “leave balance” or “holidays list”.",
  othersData: "I can only show your own data. Ask your HR team, or your manager's view in the app, for someone else's.",
  salary: "I can't share salary or pay details in this chat. Please open My Finance or contact HR.",
  personalData:
    "I can't share bank, identity or other personal details in this chat, yours or anyone else's. Your own are in your profile; for a colleague's, please contact HR.",
  ownRules: 'I follow the same rules as the app: I can only show what you may see yourself.',
  noAccess: "You don't have access to that in the app, so I can't show it here either.",
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  nothingToConfirm: 'There is nothing waiting for your confirmation.',
  cancelled: 'Okay, I have not applied for anything.',
  notFound: 'No conversation with that id.',
  sessionHeadersRequired: 'The new chatbot needs the session and user headers.',
  retentionInvalid: 'Keep conversations between 1 and 3650 days.',
  endpointInvalid: 'Enter the base URL of an OpenAI-compatible service (http or https).',
  modelNameRequired: 'Enter the model name the service should use.',
} as const;
