import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useUploadTutorialFile } from '../api/tutorial';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}

/**
 * An illustrated guide's text: headings, bold, italic, lists and pictures uploaded through the
 * API. What it produces is sanitised by the API before it is stored.
 */
export function GuideEditor({ value = '', onChange, id }: Props) {
  const { t } = useTranslation('tutorial');
  const upload = useUploadTutorialFile();
  const { message } = App.useApp();
  const picker = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Image],
    content: value,
    editorProps: {
      attributes: { id: id ?? '', class: 'tutorial-editor__area', 'aria-label': t('form.body') },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
    }),
  });
  useEffect(() => {
    // An editor torn down between renders (a dialog closing, a remount) has no schema left to
    // write its HTML with.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const addPicture = (file: File) =>
    upload.mutate(file, {
      onSuccess: (f) => editor?.chain().focus().setImage({ src: f.url, alt: f.name }).run(),
      onError: (e) => void message.error(errorMessageOf(e)),
    });

  const tool = (label: string, icon: React.ReactNode, on: boolean, run: () => void) => (
    <Tooltip title={label}>
      <Button type={on ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={on} onClick={run} />
    </Tooltip>
  );
  return (
    <div className="tutorial-editor">
      <div className="tutorial-editor__tools" role="toolbar" aria-label={t('form.body')}>
        <Tooltip title={t('editor.heading')}>
          <Button
            type={active?.h2 ? 'primary' : 'text'}
            aria-pressed={active?.h2}
            onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            H
          </Button>
        </Tooltip>
        {tool(t('editor.bold'), <BoldOutlined />, !!active?.bold, () =>
          editor?.chain().focus().toggleBold().run(),
        )}
        {tool(t('editor.italic'), <ItalicOutlined />, !!active?.italic, () =>
          editor?.chain().focus().toggleItalic().run(),
        )}
        {tool(t('editor.bullets'), <UnorderedListOutlined />, !!active?.bullet, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {tool(t('editor.numbers'), <OrderedListOutlined />, !!active?.ordered, () =>
          editor?.chain().focus().toggleOrderedList().run(),
        )}
        {tool(t('editor.picture'), <PictureOutlined />, false, () => picker.current?.click())}
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) addPicture(f);
            e.target.value = '';
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
