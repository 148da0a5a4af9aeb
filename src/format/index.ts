export { DEFAULT_LOCALE, resolveLocale } from './locale.ts';
export { DEFAULT_CURRENCY, currencyForCountry, formatMoney, type MoneyOptions } from './money.ts';
export { formatNumber, type NumberOptions } from './number.ts';
export { formatDate } from './dates.ts';
