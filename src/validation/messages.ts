/** User-facing texts of the validation rules, verbatim from the specs. Labels use them as defaults. */
export const REQUIRED_MESSAGE = 'Required';
export const ZIP_CODE_MESSAGE = 'Needs to be 5 or 9 digits';
export const CVV_MESSAGE = 'Invalid CVV';
export const PHONE_MESSAGE = 'Invalid number';
export const CARD_NUMBER_MESSAGE = 'Invalid Number';
export const EXPIRY_MONTH_MESSAGE = 'Invalid Month';
export const EXPIRY_YEAR_MESSAGE = 'Invalid Year';
export const DATE_MESSAGE = 'Date must be valid and follow given format';
export const REPEATED_SAVE_MESSAGE = 'Repeated save attempts disabled by reCAPTCHA, please wait a few moments before saving.';
/** `{amount}` is the formatted guestOrderLimit. */
export const GUEST_LIMIT_MESSAGE = 'Guest orders are limited to {amount}.';
export const TRACKING_ID_MESSAGE = 'Tracking ID field cannot be empty.';
export const QUIZ_MESSAGE = 'Not all answers were correct. Please try again.';
export const ACCEPT_MESSAGE = 'You must check the box before continuing.';
