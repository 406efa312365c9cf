import { DatePicker as AntdDatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { monthPickerFormat } from '../i18n/format-date';
import { buddhistEraCalendar } from './buddhist-era-calendar';

const ThaiDatePicker = AntdDatePicker.generatePicker<Dayjs>(buddhistEraCalendar);

const useThaiCalendar = () => useTranslation().i18n.language === 'th';

/** antd's DatePicker, with Buddhist-era years in Thai; a month picker names its month. */
export function DatePicker<ValueType = Dayjs, IsMultiple extends boolean = false>(
  props: DatePickerProps<ValueType, IsMultiple>,
) {
  const { i18n } = useTranslation();
  const Picker = i18n.language === 'th' ? ThaiDatePicker : AntdDatePicker;
  const format = props.format ?? (props.picker === 'month' ? monthPickerFormat(i18n.language) : undefined);
  return <Picker<ValueType, IsMultiple> {...props} format={format} />;
}

/** antd's RangePicker, with Buddhist-era years in Thai. */
export function RangePicker(props: ComponentProps<typeof AntdDatePicker.RangePicker>) {
  const Picker = useThaiCalendar() ? ThaiDatePicker.RangePicker : AntdDatePicker.RangePicker;
  return <Picker {...props} />;
}
