/** A month, day, hour, minute or second (of the clock or of arc) written with two digits ("07"), on both sides. */
export const twoDigits = (value: number): string => String(value).padStart(2, "0");
