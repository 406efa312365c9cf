/** The console's version as the footer shows it (spec section 9). */
export const APP_VERSION = '3.6.19-8';
