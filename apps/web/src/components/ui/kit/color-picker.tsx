import { useId } from 'react';
import type { ReactNode } from 'react';
import {
  ColorArea,
  ColorField,
  ColorPicker as AriaColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  FieldError,
  Input,
  Label,
  SliderTrack,
  Text,
  parseColor,
} from 'react-aria-components';
import type { Color } from 'react-aria-components';
import styles from './color-picker.module.css';
import { AriaLocale } from './aria-locale';

export interface ColorPickerProps {
  label: ReactNode;
  /** `#rrggbb`. */
  value: string;
  /** Called with `#rrggbb` as the colour changes (dragging, arrow keys, or a typed hex value). */
  onChange: (value: string) => void;
  /** Help under the field (e.g. the contrast it reaches), linked by aria-describedby. */
  description?: ReactNode;
  errorMessage?: string;
  className?: string;
}

function toColor(value: string): Color {
  try {
    return parseColor(value);
  } catch {
    return parseColor('#000000');
  }
}

const hexOf = (color: Color) => color.toString('hex').toLowerCase();

/**
 * A colour with a picker: a hex field (typed, pasted, or arrows), a saturation/brightness area and a hue slider,
 * all keyboard-operable (React Aria). The value in and out is `#rrggbb`, what brand configurations store.
 */
export function ColorPicker({ label, value, onChange, description, errorMessage, className }: ColorPickerProps) {
  const color = toColor(value);
  const descriptionId = useId();
  const change = (next: Color | null) => {
    if (next) onChange(hexOf(next.toFormat('rgb')));
  };
  return (
    <AriaLocale>
      <div className={[styles.picker, className].filter(Boolean).join(' ')}>
        <AriaColorPicker value={color} onChange={change}>
          <ColorField
            className={styles.field}
            value={color}
            onChange={change}
            isInvalid={Boolean(errorMessage)}
            validationBehavior="aria"
          >
            <Label className={styles.label}>{label}</Label>
            <div className={styles.row}>
              <ColorSwatch className={styles.swatch} />
              <Input className={styles.input} aria-describedby={description ? descriptionId : undefined} />
            </div>
            <FieldError className={styles.error}>{errorMessage}</FieldError>
          </ColorField>
          <div className={styles.controls}>
            <ColorArea className={styles.area} colorSpace="hsb" xChannel="saturation" yChannel="brightness">
              <ColorThumb className={styles.thumb} />
            </ColorArea>
            <ColorSlider className={styles.slider} colorSpace="hsb" channel="hue">
              <SliderTrack className={styles.track}>
                <ColorThumb className={`${styles.thumb} ${styles.sliderThumb}`} />
              </SliderTrack>
            </ColorSlider>
          </div>
        </AriaColorPicker>
        {description && (
          <Text elementType="div" id={descriptionId} className={styles.description}>
            {description}
          </Text>
        )}
      </div>
    </AriaLocale>
  );
}
