/**
 * A date picker that costs nothing until it is wanted (issue 25). antd's picker with its calendar is
 * about 31 KiB of gzip JavaScript, loaded on its first render (`@lingxi/build`'s antd.ts, DEFERRED); the
 * search form of most list pages shows two, and a page is opened far more often than its dates are
 * searched. Until the picker is here this draws a read-only text field with the picker's look, value,
 * label and placeholder, and loads the picker as soon as the pointer comes over it or it takes the focus:
 * then the picker takes its place, with the focus if the field had it, and its calendar open if the field
 * was clicked. Where antd's picker is already here (another page loaded it, the tests, a development
 * server), this is the picker from the start.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { DatePicker, type DatePickerProps, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { startTransition, useState } from 'react';
import { laterOf } from '../pieces/later';
import { DATE_FORMAT } from './FieldInput';

/** What the picker does when it takes the stand-in's place: nothing, take the focus, or open as well. */
type Intent = 'none' | 'focus' | 'press';

export type DateFieldProps = Omit<DatePickerProps, 'value'> & { value?: Dayjs | null };

export function DateField(props: DateFieldProps) {
  const [intent, setIntent] = useState<Intent>('none');
  const [ready, setReady] = useState(() => laterOf(DatePicker) === undefined);
  if (ready) {
    const focus = intent === 'focus' || intent === 'press';
    return (
      <DatePicker
        {...props}
        {...(focus ? { autoFocus: true } : {})}
        {...(intent === 'press' ? { defaultOpen: true } : {})}
      />
    );
  }
  const show = () => setReady(true);
  // antd's input focuses itself on a click, after the press: a press stays a press
  const want = (next: Intent) => setIntent((now) => (now === 'press' ? now : next));
  /** Loads the picker; `then` once it is here (at once when it already is). */
  const load = (then: () => void) => {
    const later = laterOf(DatePicker);
    if (!later) then();
    else later.load().then(then, () => undefined); // offline: the stand-in stays, the next intent tries again
  };
  /**
   * Pointed at: the picker takes the field's place in a later task, never between a press's pointerdown
   * and its mousedown (the press would land on the removed field and move the focus to the page).
   */
  const point = () => load(() => startTransition(show));
  return (
    <Input
      id={props.id}
      className="lx-date-stand-in"
      readOnly
      htmlSize={12} // the picker's own input width for a YYYY-MM-DD date
      disabled={props.disabled === true}
      value={props.value ? props.value.format(DATE_FORMAT) : ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : undefined}
      aria-label={props['aria-label']}
      suffix={<CalendarOutlined className="lx-date-stand-in-icon" aria-hidden />}
      onPointerEnter={point}
      onPointerDown={point}
      onFocus={() => {
        want('focus');
        load(show);
      }}
      // a press opens the picker that replaces this field, and must not move the focus: the picker takes it
      onMouseDown={(event) => {
        event.preventDefault();
        want('press');
        load(show);
      }}
    />
  );
}
