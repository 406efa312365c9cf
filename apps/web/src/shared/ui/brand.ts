/** Spec 2: the palette's primary colour is teal (this shade keeps white text on it readable). */
export const PRIMARY_COLOR = '#00796b';
