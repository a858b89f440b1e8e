// The English names and shapes of dates (docs/architecture.md, "Languages", "Dates"): a module without
// imports, so every page that shows a date carries these and nothing more.

/** Month and weekday names and the shapes of dates and times: Latin digits in every language. */
export const EN_DATES = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  /** '10 October 2025' */
  dayMonthYear: '{day} {month} {year}',
  /** '20 October' */
  dayMonth: '{day} {month}',
  /** 'June 2025' */
  monthYear: '{month} {year}',
  /** 'Friday, 15 August 2025' */
  longDate: '{weekday}, {date}',
  /** 'Sat 21 Jun' */
  shortDate: '{weekday} {day} {month}',
  /** 'Monday, 20 October to Friday, 24 October 2025' */
  range: '{first} to {last}',
  /** 'July - August' */
  monthSpan: '{first} - {last}',
  /** '2:00 PM' */
  time: '{time} {half}',
  am: 'AM',
  pm: 'PM',
  repeatsWeekly: 'Every {day}{until}',
  repeatsMonthly: '{ordinal} {day} of every month{until}',
  until: ' until {date}',
  ordinals: ['First', 'Second', 'Third', 'Fourth', 'Fifth'],
} as const;
