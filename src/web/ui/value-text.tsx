import { Fragment, type ReactNode } from 'react';

/**
 * How every value is shown: a name, phone number, email, code, date, number or free text that
 * someone typed or a record holds is isolated in its own direction (`<bdi>`, the markup form of
 * Unicode's first-strong isolate). A phone number keeps its order on an Arabic page ("07400
 * 555666", not "555666 07400"), an English sentence keeps its full stop at its end, and Arabic
 * text reads right to left on an English page, while the value still sits at the page's start
 * edge. The page's own words (labels, translated options) are not isolated.
 */

/** A piece of a shown line: the page's own words (a string) or a value (`{ value }`). */
export type TextPart = string | { value: string };

/** A value on its own. */
export function ValueText(props: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <bdi className={props.className} data-testid={props.testId}>
      {props.children}
    </bdi>
  );
}

/** A line of words and values, joined by spaces, each value isolated. */
export function MixedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          {typeof part === 'string' ? part : <bdi>{part.value}</bdi>}
        </Fragment>
      ))}
    </>
  );
}

/** The plain text of a line (for a string-only place that holds no values, or a test). */
export const partsText = (parts: readonly TextPart[]): string =>
  parts.map((p) => (typeof p === 'string' ? p : p.value)).join(' ');

const MARK = /\ue000(\d+)\ue001/;

/**
 * A translated sentence with values in it ("Filling in for {{name}}, appointment {{number}}."),
 * each value isolated. `render` translates the sentence with the placeholders it is given; the
 * sentence is then cut at them and each value shown as `<bdi>`, so the text a person copies or
 * a screen reader reads holds no invisible characters. Other interpolations (translated words,
 * counts) are passed by `render` itself.
 */
export function valueSentence(
  render: (values: Record<string, string>) => string,
  values: Record<string, string>,
): ReactNode {
  const names = Object.keys(values);
  const text = render(Object.fromEntries(names.map((name, i) => [name, `\ue000${i}\ue001`])));
  return text
    .split(MARK)
    .map((piece, i) => (i % 2 === 0 ? piece : <bdi key={i}>{values[names[Number(piece)]!]}</bdi>));
}
