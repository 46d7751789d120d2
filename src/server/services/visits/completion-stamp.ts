import { isEmptyAnswer } from '../../../shared/forms/answer-values';
import { dateTimeFormat } from '../../../shared/intl-formats';

/**
 * The treatment record's completion time, when the nurse left it empty: the moment she signs,
 * read on the store's clock. A time filled in when the page opened would have the 30-minute
 * observation end before it did; a time she typed is kept (she may sign after the client left).
 */
export function withCompletionTime(
  answers: Record<string, unknown>,
  signedAt: Date,
  timezone: string,
): Record<string, unknown> {
  if (!isEmptyAnswer(answers.completion_time)) return answers;
  return { ...answers, completion_time: clockTime(signedAt, timezone) };
}

/** "HH:MM" (24 hours) at `at` in `timezone`. */
export function clockTime(at: Date, timezone: string): string {
  const parts = dateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
