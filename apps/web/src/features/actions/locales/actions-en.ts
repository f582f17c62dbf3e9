import { LEAVE_MESSAGES } from '@tenure/domain/leave';
import { LIFECYCLE_MESSAGES } from '@tenure/domain/onboarding';

/** My Actions. A kind without a text here shows the label the API sends. */
export const actionsEn = {
  title: 'My Actions',
  intro: 'Everything waiting for your decision, in one place.',
  empty: 'Nothing is waiting for you. Requests that need your decision will show up here.',
  loadFailed: 'Could not load your actions',
  waiting_one: '{{count}} waiting',
  waiting_other: '{{count}} waiting',
  openAll: 'Decide in {{label}}',
  review: 'Review',
  reviewItem: 'Review the request of {{name}}',
  units: {
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    hours_one: '{{count}} h',
    hours_other: '{{count}} h',
    options_one: '{{count}} option',
    options_other: '{{count}} options',
  },
  submitted: 'Submitted {{date}}',
  showingFirst: 'Showing the first {{shown}} of {{count}}.',
  kinds: {
    leaveDecision: LEAVE_MESSAGES.leaveDecisionsLabel,
    compOffDecision: LEAVE_MESSAGES.compOffDecisionsLabel,
    'onboarding-task': LIFECYCLE_MESSAGES.onboardingTasksLabel,
  } as Record<string, string>,
};
