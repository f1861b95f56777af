// @ts-check
// Every `mailto:` and `tel:` link in the product is built here: the site's contact details (the
// owner's, from the site's content), the console's requests and visitor details (what a visitor
// typed), the owner's e-mails. The addresses are checked where they are stored, but a link must
// stay a link to exactly that address or number whatever was stored, so each part is encoded
// here. Plain JavaScript so that `business.js`, which Node scripts import as it is, can use it.

/**
 * A `mailto:` link to exactly this address and nothing more: the address is percent-encoded
 * (`encodeURIComponent`), so `?`, `&`, `#`, `%`, `=`, `,`, line breaks, spaces and any other
 * character cannot start headers (`?cc=`, `&bcc=`, `subject`, `body`), add a recipient or end the
 * address. Only `@` and `+` are left as they are, for an ordinary address to read as itself;
 * neither can do either. The scheme is always `mailto:`.
 * @param {string} address
 * @returns {string}
 */
export function mailtoHrefFor(address) {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@').replace(/%2B/g, '+')}`;
}

/**
 * A `tel:` link to this number: its ASCII digits, after a `+` when the number starts with one
 * ("+44 7700 900123" dials +447700900123). Nothing else reaches the link: no second scheme, no
 * `;ext=` or `?` parameters, no letters.
 * @param {string} phone
 * @returns {string}
 */
export function telHrefFor(phone) {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/[^0-9]/g, '')}`;
}
