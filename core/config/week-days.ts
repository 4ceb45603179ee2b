/** The days of the week, Monday first, as the opening hours name them in content/business.json. */
export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type WeekDay = (typeof weekDays)[number];
