// @ts-check
// A complete, well-formed production config for tests: fake values of the real shapes.

export const VALID_PRODUCTION_ENV = Object.freeze({
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  VITE_FIREBASE_PROJECT_ID: 'harbour-heath-detailing',
  VITE_FIREBASE_AUTH_DOMAIN: 'harbour-heath-detailing.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f60718293a4',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  // An uncompressed P-256 point (0x04 then 64 bytes), as Cloud Messaging shows it.
  VITE_FIREBASE_VAPID_KEY: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString(
    'base64url',
  ),
  VITE_SITE_URL: 'https://www.harbourheathdetailing.co.uk',
  VITE_FORM_ACTION: 'https://formsubmit.co/hello@harbourheathdetailing.co.uk',
  VITE_APPCHECK_SITE_KEY: '6LcA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S',
});
