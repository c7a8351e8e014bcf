/** A month, day, hour or minute written with two digits ("07"), as ISO dates and clock times are. */
export const twoDigits = (value: number): string => String(value).padStart(2, "0");
