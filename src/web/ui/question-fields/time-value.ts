/** The local time as `<input type="time">` and the engine's `time` answers hold it: `HH:MM`. */
export function timeOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
