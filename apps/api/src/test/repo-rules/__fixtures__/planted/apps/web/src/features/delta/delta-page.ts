/** Planted: a web feature's page. */
export const deltaPage = 'delta';
