/** A date-and-time picker's format: Thai staff read and type Buddhist-era years. */
export const pickerFormat = (lang: string) => (lang === 'th' ? 'D MMM BBBB HH:mm' : 'YYYY-MM-DD HH:mm');
