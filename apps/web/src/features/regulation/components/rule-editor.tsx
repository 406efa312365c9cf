import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../regulation.css';

interface Props {
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
}

/**
 * A rule's text: headings, emphasis and lists, nothing that the API's sanitiser would drop
 * (it keeps no pictures; a rule with pictures is uploaded as a PDF). Made once per opening of
 * its dialog, so the value it starts from is the one the dialog opened with.
 */
export function RuleEditor({ value, onChange, id }: Props) {
  const { t } = useTranslation('regulation');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, codeBlock: false, code: false }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: { class: 'rule-editor__content rule-body', 'aria-label': t('form.body'), role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, active: boolean, icon: ReactNode, run: () => void) => (
    <Tooltip title={t(`editor.${key}`)}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`editor.${key}`)}
        aria-pressed={active}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="rule-editor" id={id}>
      <div className="rule-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tool('bold', !!state?.bold, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', !!state?.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool('heading', !!state?.h2, <span className="rule-editor__h">H</span>, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('bullet', !!state?.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool('ordered', !!state?.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
