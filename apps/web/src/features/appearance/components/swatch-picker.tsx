import { CheckOutlined } from '@ant-design/icons';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  colorOf: (id: T) => string;
  nameOf: (id: T) => string;
  onChange: (id: T) => void;
}

/** A row of colour swatches that behaves as a radio group for keyboards and screen readers. */
export function SwatchPicker<T extends string>({
  label,
  value,
  options,
  colorOf,
  nameOf,
  onChange,
}: Props<T>) {
  return (
    <fieldset className="swatch-picker">
      <legend>
        <strong>{label}</strong>
      </legend>
      <div className="swatch-picker__row">
        {options.map((id) => (
          <label
            key={id}
            className="swatch-picker__swatch"
            style={{ background: colorOf(id) }}
            title={nameOf(id)}
          >
            <input
              type="radio"
              name={label}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              aria-label={nameOf(id)}
            />
            {value === id && <CheckOutlined className="swatch-picker__check" aria-hidden />}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
