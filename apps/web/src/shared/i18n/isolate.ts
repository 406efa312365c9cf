/**
 * Wraps a value (a version, a year range, an e-mail) in Unicode isolate marks so that inside
 * Arabic text "3.6.19-8" and "2019-2025" keep their left-to-right order.
 */
export const ltr = (value: string): string => `\u2066${value}\u2069`;
