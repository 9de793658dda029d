import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { DatePicker, RangePicker } from '../../../components/ui/date-picker';
import { dayjs, formatUrlDate, parseUrlDate } from '../../../lib/dayjs';
import type { Dayjs } from '../../../lib/dayjs';
import { isStayProduct } from '../model/products';
import { FieldShell } from './field-shell';
import styles from './search-box.module.css';

export interface DatesValue {
  /** YYYYMMDD (spec §3). */
  outboundDate: string | null;
  returnDate: string | null;
}

export interface DatesFieldProps {
  id: string;
  product: ProductType;
  value: DatesValue;
  oneWay: boolean;
  onChange: (value: DatesValue) => void;
  error?: string | undefined;
}

// Past days cannot be booked.
const beforeToday = (date: Dayjs) => date.isBefore(dayjs(), 'day');
const DISPLAY_FORMAT = 'ddd D MMM';
// What the picker's stand-in shows before antd loads: the same text antd will show, in the brand language
// (setDateLanguage, spec §9), without antd's timezone-aware "now" (design.md performance).
const displayText = (date: Dayjs | null) => (date ? date.locale(dayjs.locale()).format(DISPLAY_FORMAT) : '');

/**
 * Departure and return (check-in and check-out for stays) in one antd RangePicker, a single date for a one-way
 * flight; loaded on demand (design.md performance). Week start and month names follow the brand language
 * (antd locale + lib/dayjs, spec §9). Until the first click, focus or Enter a light stand-in shows the dates.
 */
export function DatesField({ id, product, value, oneWay, onChange, error }: DatesFieldProps) {
  const { t } = useTranslation('search');
  const stay = isStayProduct(product);
  const start = parseUrlDate(value.outboundDate);
  const end = parseUrlDate(value.returnDate);
  const label = oneWay ? t('dates.outbound') : stay ? t('dates.stayLabel') : t('dates.label');
  const describedBy = error ? `${id}-error` : undefined;
  const common = {
    id,
    className: styles.control,
    format: DISPLAY_FORMAT,
    disabledDate: beforeToday,
    status: error ? ('error' as const) : undefined,
    inputReadOnly: true,
    classNames: { popup: { root: styles.pickerPopup } },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <FieldShell id={id} label={label} error={error} asGroup>
      {oneWay ? (
        <DatePicker
          {...common}
          value={start}
          valueText={displayText(start)}
          placeholder={t('dates.outbound')}
          onChange={(date: Dayjs | Dayjs[] | null) => {
            const day = Array.isArray(date) ? (date[0] ?? null) : date;
            onChange({ outboundDate: day ? formatUrlDate(day) : null, returnDate: null });
          }}
        />
      ) : (
        <RangePicker
          {...common}
          value={[start, end]}
          valueText={[displayText(start), displayText(end)]}
          placeholder={stay ? [t('dates.checkIn'), t('dates.checkOut')] : [t('dates.outbound'), t('dates.return')]}
          allowEmpty={[false, false]}
          onChange={(dates) => {
            const [from, to] = dates ?? [null, null];
            onChange({
              outboundDate: from ? formatUrlDate(from) : null,
              returnDate: to ? formatUrlDate(to) : null,
            });
          }}
        />
      )}
    </FieldShell>
  );
}
