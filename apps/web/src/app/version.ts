/** Spec 1 and 9: the console shows this version and copyright range in its footer. */
export const APP_VERSION = '3.6.19-8';
export const COPYRIGHT_YEARS = '2019-2025';
