// What fixtures/web/checkout.html holds: the values of its secret fields, which no result may show.

/** The values the checkout page puts in its card, one-time-code, PIN and CSS-masked fields, and its CSS-masked text. */
export const CHECKOUT_SECRETS = [
  'Holder-Ada-8842',
  'Given-Ada-3317',
  '4111-1111-5555-7391',
  'Month-07',
  'Csc-6628',
  'Otp-904417',
  'Masked-5521',
  'Shadow-7710',
  'Frame-4242-1881',
  'Cross-5150',
  // Page text (not a field) the page masks with CSS.
  'Text-Masked-6060',
];
