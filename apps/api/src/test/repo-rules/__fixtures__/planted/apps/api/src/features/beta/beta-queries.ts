/** Planted: a feature's own query, which other features must not import. */
export const betaRows = () => ['beta'];
