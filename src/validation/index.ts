export {
  REQUIRED_MESSAGE,
  ZIP_CODE_MESSAGE,
  CVV_MESSAGE,
  PHONE_MESSAGE,
  CARD_NUMBER_MESSAGE,
  EXPIRY_MONTH_MESSAGE,
  EXPIRY_YEAR_MESSAGE,
  DATE_MESSAGE,
  REPEATED_SAVE_MESSAGE,
  GUEST_LIMIT_MESSAGE,
  TRACKING_ID_MESSAGE,
  QUIZ_MESSAGE,
  ACCEPT_MESSAGE,
} from './messages.ts';
export { fromValidator } from './schema.ts';
export { isFilled, validateRequired, requireFields, RequiredSchema, type FieldErrors } from './required.ts';
export { isValidZip, validateZip, ZipCodeSchema } from './zip-code.ts';
export { isValidCvv, validateCvv, CvvSchema } from './cvv.ts';
export { isValidPhone, validatePhone, stripPhoneInput, PhoneSchema } from './phone.ts';
export {
  passesLuhn,
  isValidCardNumber,
  validateCardNumber,
  normalizeCardNumber,
  cardNumberSchema,
  type CardNumberOptions,
} from './card-number.ts';
export {
  validateExpiry,
  monthChoices,
  yearChoices,
  NEWER_FORM_YEAR_SPAN,
  LEGACY_FORM_YEAR_SPAN,
  CardExpirySchema,
  type CardExpiry,
  type ExpiryErrors,
  type TodayOption,
} from './card-expiry.ts';
export { validateCardForm, repeatedSaveNotice, type CardField, type CardFormValues, type CardFormOptions } from './card-form.ts';
export { parseDate, validateDate, dateSchema, type DateFormat, type CalendarDate, type DateOptions } from './date-format.ts';
export { isValidPassword, passwordsDiffer, validateNewPassword, PasswordSchema, type NewPasswordProblem } from './password.ts';
export {
  COUPON_CODE_PREFIX,
  COUPON_CODE_MAX_LENGTH,
  normalizeCouponCode,
  isValidCouponCode,
  CouponCodeSchema,
} from './coupon-code.ts';
export { validateTrackingId, TrackingIdSchema } from './tracking-id.ts';
export { exceedsGuestLimit, type GuestLimitInput } from './guest-limit.ts';
export { parseQuantity, type QuantityInput } from './quantity.ts';
export { validateProfile, type ProfileInput, type ProfileField, type ProfileOptions } from './profile.ts';
export { validateQuiz, validateAccepted, type QuizQuestion } from './quiz.ts';
export { validateEventRegistration, capitalizeFirstLetter, type EventRegistrationInput } from './event-registration.ts';
export { validateLogin, validateResetRequest, type LoginInput, type ResetRequestInput } from './login.ts';
export { isAllowedLinkUrl, type LinkHostOptions } from './custom-link-url.ts';
export { startsGeoCodeLookup, GEO_CODE_LOOKUP_MIN_LENGTH } from './geo-code-lookup.ts';
