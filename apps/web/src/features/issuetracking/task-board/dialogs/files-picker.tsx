import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import { App, Button } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const PDF = 'application/pdf';

/** What is wrong with a chosen file (the message's key), or null; the server reads the bytes again. */
export function fileProblem(file: File, allowPdf: boolean): string | null {
  const isPicture = PICTURE_TYPES.includes(file.type);
  if (!isPicture && !(allowPdf && file.type === PDF)) return allowPdf ? 'files.typeOrPdf' : 'files.type';
  if (file.size > (isPicture ? PICTURE_MAX_BYTES : PDF_MAX_BYTES)) return 'files.size';
  return null;
}

interface Props {
  value?: File[];
  onChange?: (files: File[]) => void;
  max: number;
  allowPdf?: boolean;
  /** The button's words ("Add photos"). */
  label: string;
  testID?: string;
}

/**
 * Photos (and PDFs where allowed) chosen before saving, each with a preview and a remove button.
 * The native input hides behind a real button: its own text follows the browser's language, and
 * the button is reached with Tab and pressed with Enter like any other.
 */
export function FilesPicker({ value = [], onChange, max, allowPdf = false, label, testID }: Props) {
  const { t } = useTranslation('task-board');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(
    () => value.map((f) => (f.type.startsWith('image/') ? URL.createObjectURL(f) : null)),
    [value],
  );
  useEffect(
    () => () => {
      for (const p of previews) if (p) URL.revokeObjectURL(p);
    },
    [previews],
  );
  const add = (chosen: File[]) => {
    const bad = chosen.map((f) => fileProblem(f, allowPdf)).find(Boolean);
    if (bad) return void message.error(t(bad, { max }));
    if (value.length + chosen.length > max) return void message.error(t('files.tooMany', { max }));
    onChange?.([...value, ...chosen]);
  };
  return (
    <div className="tb-files">
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        multiple
        tabIndex={-1}
        aria-label={label}
        data-testid={testID}
        accept={[...PICTURE_TYPES, ...(allowPdf ? [PDF] : [])].join(',')}
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Button
        icon={<PaperClipOutlined />}
        onClick={() => input.current?.click()}
        disabled={value.length >= max}
      >
        {label}
      </Button>
      {value.length > 0 && (
        <ul className="tb-files__list">
          {value.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              {previews[i] ? <img src={previews[i] ?? ''} alt={file.name} /> : <span>{file.name}</span>}
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('files.remove', { name: file.name })}
                onClick={() => onChange?.(value.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
