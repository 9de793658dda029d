import type { CSSProperties, KeyboardEvent, MouseEvent, Ref, SyntheticEvent } from 'react';
import { Fragment, useRef } from 'react';
import type { Activation } from './date-picker-activation';
import { CalendarIcon, SwapRightIcon } from './date-picker-icons';
import { preloadDatePicker } from './date-picker-loader';
import styles from './date-picker.module.css';

export interface PickerStandInProps {
  /** One entry per input: a single date or a range's start and end. */
  texts: readonly string[];
  placeholders: readonly (string | undefined)[];
  disabled: readonly boolean[];
  /** Per input; antd's single `id` goes on the (start) input. */
  ids: readonly (string | undefined)[];
  className?: string | undefined;
  style?: CSSProperties | undefined;
  status?: string | undefined;
  /** aria-* and data-* attributes, repeated on every input as antd does. */
  inputAttributes: Record<string, unknown>;
  onActivate: (activation: Activation) => void;
  ref: Ref<HTMLDivElement>;
}

/** The input (0 or 1) an event came from; a click on the frame, arrow or icon aims at the start, as in antd. */
function indexOf(event: SyntheticEvent): number {
  const part = (event.target as Element).closest('[data-part]');
  return Number(part?.getAttribute('data-part') ?? 0);
}

/**
 * Looks like antd's outlined picker (same box, inputs, arrow and calendar icon) without antd or any date work,
 * so the landing's first render stays light and nothing moves when the real picker replaces it (CLS 0).
 */
export function PickerStandIn(props: PickerStandInProps) {
  const { ref, texts, placeholders, disabled, ids, className, style, status, inputAttributes, onActivate } = props;
  // A pointer press focuses the input before its click: the click (not the focus) decides, and opens.
  const pointerDown = useRef(false);
  const allDisabled = disabled.every(Boolean);
  const enabled = (index: number) => (disabled[index] ? Math.max(disabled.indexOf(false), 0) : index);
  const classes = [
    styles.picker,
    status === 'error' && styles.error,
    status === 'warning' && styles.warning,
    allDisabled && styles.disabled,
    className,
  ];

  function onClick(event: MouseEvent) {
    pointerDown.current = false;
    if (!allDisabled) onActivate({ index: enabled(indexOf(event)), open: true });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Enter') return;
    // As on the real picker (date-picker-activation): Enter opens the calendar rather than submitting the form.
    event.preventDefault();
    onActivate({ index: indexOf(event), open: true });
  }

  return (
    <div
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      style={style}
      data-date-picker=""
      onPointerDown={() => {
        pointerDown.current = true;
        preloadDatePicker();
      }}
      onPointerCancel={() => (pointerDown.current = false)}
      onMouseDown={(event) => {
        // As in antd: pressing the frame, arrow or icon must not move the focus away.
        if (!(event.target instanceof HTMLInputElement)) event.preventDefault();
      }}
      onFocus={(event) => {
        if (!pointerDown.current) onActivate({ index: indexOf(event), open: false });
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) pointerDown.current = false;
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {texts.map((text, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <span className={styles.separator} aria-hidden="true">
              <span className={styles.arrow}>
                <SwapRightIcon />
              </span>
            </span>
          )}
          <span className={styles.input} data-part={index}>
            <input
              {...inputAttributes}
              id={ids[index]}
              value={text}
              placeholder={placeholders[index]}
              disabled={disabled[index]}
              readOnly
              size={12}
              autoComplete="off"
            />
          </span>
        </Fragment>
      ))}
      <span className={styles.suffix} aria-hidden="true">
        <CalendarIcon />
      </span>
    </div>
  );
}
