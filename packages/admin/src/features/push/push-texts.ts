/** The spec's push texts (sections 2 and 8), word for word. */
export const PUSH_TEXTS = {
  checking: 'Loading notification status...',
  unsupportedTitle: 'Push Notifications Not Supported',
  unsupportedAdvice: 'Use Chrome, Safari or Firefox',
  subscribedTitle: 'Subscribed!',
  subscribedMessage: 'You will now receive push notifications for new messages.',
  subscribeFailedTitle: 'Subscription Failed',
  subscribeFailedMessage:
    'Could not subscribe to push notifications. Please ensure you have granted permission in your browser settings.',
  unsubscribedTitle: 'Unsubscribed',
  unsubscribedMessage: 'You will no longer receive push notifications.',
  unsubscribeFailedTitle: 'Unsubscription Failed',
  unsubscribeFailedMessage: 'Could not unsubscribe from push notifications.',
} as const;

/** Ours (the spec is silent): signing out could not switch this device's notifications off. */
export const SIGN_OUT_PUSH_TEXTS = {
  title: 'Signed out',
  message:
    'This device may still show chat notifications. Turn notifications off for this site in your browser settings.',
} as const;
