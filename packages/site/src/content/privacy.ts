import { business, mailtoHref, telHref } from './business';
import { appCheckEnabled, formAction, REQUESTS_ENDPOINT } from '../config/env';

/** A link inside a sentence: a page of ours (`/…`), or `mailto:`, `tel:` or another site. */
export interface TextLink {
  text: string;
  href: string;
}

/** A word or two to pick out, such as the name of a right at the start of its line. */
export interface TextStrong {
  strong: string;
}

/** A run of text: plain, or pieces of text, links and picked-out words. */
export type RichText = string | readonly (string | TextLink | TextStrong)[];

/** A bulleted list. */
export interface TextList {
  list: readonly RichText[];
}

/** A paragraph or a list. */
export type Block = RichText | TextList;

export function isList(block: Block): block is TextList {
  return typeof block === 'object' && 'list' in block;
}

export interface PrivacySection {
  /** The section's anchor, for the page's contents. */
  id: string;
  heading: string;
  body: readonly Block[];
}

const email: TextLink = { text: business.email, href: mailtoHref };
const phone: TextLink = { text: business.phone.display, href: telHref };
const place = `${business.address.locality}, ${business.address.region}`;

/** How many days a conversation may sit idle before it is closed, and a closed one is kept. */
const CHAT_IDLE_DAYS = 30;
const CHAT_KEPT_DAYS = 365;
/** How many months a closed request is kept (the retention function's REQUESTS_DELETE_AFTER_MONTHS). */
const REQUESTS_KEPT_MONTHS = 24;
/** The reply e-mail's delay and spacing (core's REPLY_MAIL_DEFAULTS; a test ties them). */
const REPLY_DELAY_MINUTES = 2;
const REPLY_INTERVAL_MINUTES = 15;

export interface PrivacyNotice {
  updated: { iso: string; label: string };
  intro: string;
  sections: readonly PrivacySection[];
}

/** What the build turns on that the notice must describe. */
export interface PrivacyNoticeOptions {
  /**
   * App Check (reCAPTCHA Enterprise, `VITE_APPCHECK_SITE_KEY`): Google's reCAPTCHA checks the
   * chat's visitors and sets its `_GRECAPTCHA` cookie, so the notice names it.
   */
  appCheck: boolean;
  /**
   * The external form relay's host when `VITE_FORM_ACTION` names one (the forms then go there by
   * e-mail, not into our requests); absent, the forms post to our own endpoint.
   */
  relay?: string | undefined;
}

/**
 * The privacy notice at /privacy (UK GDPR articles 13 and 14): who we are, what the chat and the
 * forms collect and where it goes, why, for how long, and the visitor's rights. It describes
 * what the product does: the chat's data (docs/chat-data-model.md), the forms' requests
 * (docs/requests.md) or the relay that `formAction` in config/env.ts names, the retention
 * function's defaults and, when the build has its key, App Check's reCAPTCHA. Change it together with any of those, and
 * move `updated` on.
 */
export function privacyNoticeFor({ appCheck, relay }: PrivacyNoticeOptions): PrivacyNotice {
  return {
    updated: { iso: '2026-11-27', label: '27 November 2026' },
    intro: `How ${business.name} uses the details you give us through the live chat and the forms on this website, and the choices you have.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        body: [
          `${business.name} is a family-run car detailing and ceramic coating business in ${place}. We are the “controller” of the personal information described here: we decide how it is used, and we are responsible for looking after it.`,
          [
            'If you have a question about this notice or about your information, e-mail us at ',
            email,
            ' or call ',
            phone,
            '.',
          ],
        ],
      },
      {
        id: 'live-chat',
        heading: 'What the live chat stores',
        body: [
          'When you use the live chat, on this website or on another website that includes our chat, we store:',
          {
            list: [
              'an anonymous ID that your browser is given when you use the chat, so that only you can see your conversation. It does not contain your name or any contact details;',
              'the messages you and our team write, and when each was sent, including anything you choose to tell us, such as your name, phone number or registration;',
              'the photos you or our team send in the conversation. Before a photo leaves your device, your browser makes a smaller copy of it (at most 1600 pixels wide) and removes the details a camera stores inside a photo, such as where and when it was taken; only that copy is sent and stored, with the conversation;',
              'whether the conversation is open or closed, and when it started and was last active;',
              'the page you are on and your device type (for example, phone or desktop), to help us answer your question.',
            ],
          },
          'We do not store your IP address with your conversation, and we do not use the chat to follow you across websites or for advertising.',
          'When you send a message, a short preview of it appears as a notification on our team’s phones, so that we can reply quickly (a photo shows there as “📷 Photo”, not as the picture).',
        ],
      },
      {
        id: 'chat-e-mails',
        heading: 'Replies by e-mail',
        body: [
          'After your first message, the chat asks whether you would like our reply by e-mail if you leave. If you give your e-mail address there (or the website you chat on passes it to the chat), we store it with your conversation, together with the time you gave it, and use it only for this conversation:',
          {
            list: [
              `when our team replies and you have not seen the reply ${REPLY_DELAY_MINUTES} minutes later, we e-mail you the replies you have not seen, at most once every ${REPLY_INTERVAL_MINUTES} minutes, with a link that opens the conversation again on any device. The link works once;`,
              'once the conversation is closed, you can ask for a copy of it by e-mail (“Email me this chat”).',
            ],
          },
          'Every e-mail says why it was sent and has a link that stops e-mails for that conversation. We send nothing else to this address. Giving it is up to you (your consent, UK GDPR Article 6(1)(a)); you can withdraw it at any time with that link, or by asking us.',
        ],
      },
      {
        id: 'forms',
        heading: 'What the forms send',
        body: [
          'Our callback and booking forms ask for your name and phone number; the booking form also sends the service you chose. The form on our contact page can also take your e-mail address and a message.',
          'Booking online asks for your name, phone number and e-mail address, the service and your vehicle’s size, your postcode and address when we come to you, any notes, and the photos of your vehicle you choose to add (prepared on your device first, which removes their location and other hidden details). We e-mail you a confirmation with a calendar file and a “Manage your booking” link; the link is the booking’s only key, so keep the e-mail to yourself.',
          ...(relay ? relayForms(relay) : OWN_FORMS),
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        body: [
          'We use what you send us only to reply to you: to answer your questions, give you a quote, call you back and arrange a booking. We do not sell it, we do not send you marketing, and no decisions about you are made automatically.',
          'The law requires a reason, a “lawful basis”, for using personal information. Ours are:',
          {
            list: [
              'steps you ask us to take before a contract, when you ask for a quote, a callback or a booking (UK GDPR Article 6(1)(b));',
              'our legitimate interests in answering people who get in touch, running our business, and keeping the chat working and free from abuse (Article 6(1)(f)). We collect only what a reply needs, and you can object at any time.',
            ],
          },
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        body: [
          {
            list: [
              [
                { strong: 'Chat' },
                `: a conversation with no new messages for ${CHAT_IDLE_DAYS} days is closed. A closed conversation is deleted, with all its messages and photos, ${CHAT_KEPT_DAYS} days after it was closed. The chat’s anonymous ID is deleted once you have no conversation left and have not used the chat for ${CHAT_IDLE_DAYS} days. We can delete any of it sooner if you ask.`,
              ],
              ...(relay
                ? []
                : [
                    [
                      { strong: 'Requests' },
                      `: we keep a request while we deal with it. Once we have marked it as closed, it is deleted ${REQUESTS_KEPT_MONTHS} months after its last change. We can delete it sooner if you ask.`,
                    ] satisfies RichText,
                  ]),
              [
                { strong: relay ? 'Form e-mails' : 'E-mails about requests' },
                ': we keep them while we deal with your request and for up to 12 months after we last spoke, then delete them.',
              ],
              [
                { strong: 'Bookings' },
                `: a booking’s details and photos are deleted ${REQUESTS_KEPT_MONTHS} months after the job. An invoice we issue for it is kept for 6 years, as tax law requires.`,
              ],
            ],
          },
        ],
      },
      {
        id: 'who-else',
        heading: 'Who else handles it',
        body: [
          'We use a few service providers, who handle your information only on our instructions:',
          {
            list: [
              `Google Firebase hosts this website, stores the chat${relay ? '' : ' and the requests from our forms'} (Cloud Firestore, in London), provides the chat’s anonymous sign-in (Firebase Authentication) and delivers the notifications to our team’s phones (Firebase Cloud Messaging);`,
              ...(appCheck ? [RECAPTCHA_PROVIDER] : []),
              ...(relay ? [`${relay} passes the forms on to us by e-mail;`] : []),
              'our e-mail provider sends our e-mails and keeps our inbox.',
            ],
          },
          'Some of this may be handled outside the UK (Google’s sign-in service, for example). Where it is, the provider must protect it as UK data protection law requires. We do not share your information with anyone else unless the law requires us to.',
        ],
      },
      {
        id: 'your-device',
        heading: 'Cookies and your device',
        body: [
          `This website sets no cookies${appCheck ? ' of its own' : ''} and uses no analytics or advertising trackers. Like any website, our host receives your device’s internet address in order to send you the pages; we do not keep it.`,
          ...(appCheck ? [RECAPTCHA_COOKIE] : []),
          'Your browser keeps a few things on your device for the site to work:',
          {
            list: [
              'the ID of your chat conversation and the chat’s anonymous sign-in, so that you see your conversation when you come back;',
              'a note that the consultation pop-up has been shown, so that it appears only once per visit;',
              'your answer to the chat’s question about replies by e-mail, so that it asks only once per conversation.',
            ],
          },
          'Clearing this website’s data in your browser removes them; the chat then starts a new conversation.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        body: [
          'Under UK data protection law you have the right to:',
          {
            list: [
              [{ strong: 'Access' }, ': ask for a copy of the information we hold about you;'],
              [{ strong: 'Rectification' }, ': have anything wrong or incomplete corrected;'],
              [
                { strong: 'Erasure' },
                ': have your information deleted, such as your chat conversation;',
              ],
              [
                { strong: 'Objection' },
                ': object to our using your information for our legitimate interests;',
              ],
              [
                { strong: 'Restriction' },
                ': ask us to pause using your information while a concern is looked into;',
              ],
              [
                { strong: 'Portability' },
                ': receive the information you gave us in a common electronic format.',
              ],
            ],
          },
          [
            'To use any of these rights, e-mail ',
            email,
            ' or call ',
            phone,
            '. Tell us roughly when you chatted with us or sent a form, so that we can find your details. It is free, and we will reply within one month.',
          ],
          [
            'If you are unhappy with how we have used your information, please tell us first so that we can put it right. You can also complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at ',
            { text: 'ico.org.uk', href: 'https://ico.org.uk/make-a-complaint/' },
            ' or on 0303 123 1113.',
          ],
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        body: [
          'We update this notice when what we collect or how we use it changes; the date at the top of the page shows the last change.',
          [
            `${business.name}, ${place} ${business.address.postcode}. E-mail `,
            email,
            ' or call ',
            phone,
            '.',
          ],
        ],
      },
    ],
  };
}

/** Where the forms go with our own endpoint (OWNER-TOOLS.md 1). */
const OWN_FORMS: readonly RichText[] = [
  'When you press the button, your browser sends the form to this website, which keeps it as a request: your details, the service or message, which form and page it came from, and when. Only our team sees requests, in our staff console, where we also note whether we have called you back. We get an e-mail saying that a new request has arrived, with your name and the service.',
  'To keep out automated spam, the website counts the forms sent from each internet address in an hour. It keeps a code made from the address with a secret key, which cannot be turned back into the address, and never the address itself.',
];

/** Where the forms go when an external relay (VITE_FORM_ACTION) takes them. */
const relayForms = (relay: string): readonly RichText[] => [
  `When you press the button, your browser sends the form to ${relay}, an online form service that e-mails it to us, together with the e-mail’s subject line and the page to show you afterwards. Your details are not stored on this website: they reach us as an e-mail in our inbox.`,
];

/** The relay's host, when the forms do not post to our own endpoint. */
const relayHost = formAction === REQUESTS_ENDPOINT ? undefined : hostOf(formAction);

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** With App Check on: who checks the chat's visitors, in "Who else handles it". */
const RECAPTCHA_PROVIDER =
  'Google reCAPTCHA checks that the chat is being used by a person and not by an automated program (a “bot”), from information about your browser and device and how you use the page;';

/** With App Check on: the one cookie, in "Cookies and your device". */
const RECAPTCHA_COOKIE: RichText = [
  'The live chat uses one cookie, set by Google: ',
  { strong: '_GRECAPTCHA' },
  '. When the chat starts (when you open it, or come back to a conversation), Google’s reCAPTCHA service sets it on your device to help tell people from automated programs (“bots”), which keeps spam and abuse out of the chat. It lasts for 6 months.',
];

/**
 * The notice as this build describes it: with reCAPTCHA's cookie when App Check is on, and the
 * relay when the forms go to one.
 */
export const privacyNotice: PrivacyNotice = privacyNoticeFor({
  appCheck: appCheckEnabled,
  relay: relayHost,
});
