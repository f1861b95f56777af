/** The Book a Service page's "How booking works" (also a canned reply of the staff console). */
export const bookingHowItWorks = {
  heading: 'How booking works',
  steps: [
    {
      title: 'Leave your details',
      text: 'Just your name and a phone number. No payment, no account.',
    },
    {
      title: 'We call you back',
      text: 'Usually the same working day, to talk through your vehicle and what it needs.',
    },
    {
      title: 'We book you in',
      text: 'At your home or workplace for maintenance details, or at our Christchurch unit.',
    },
  ],
} as const;
