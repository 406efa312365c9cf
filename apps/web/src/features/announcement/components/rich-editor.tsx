import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpload } from './file-fields';
import './rich-editor.css';

interface Props {
  communityID: string;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}

/**
 * The advanced post's body: TipTap with bold, italic, headings, lists, links and pictures
 * uploaded through the API. This file is its own chunk: only the advanced page loads TipTap.
 */
export function RichEditor({ communityID, value = '', onChange, id }: Props) {
  const { t } = useTranslation('announcement');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: { class: 'rich-editor__content post-body', 'aria-label': t('form.body'), role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A post loaded for editing arrives after the editor was made.
  useEffect(() => {
    if (editor && value && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value);
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const upload = useUpload(
    communityID,
    false,
    (f) => editor?.chain().focus().setImage({ src: f.url, alt: f.name }).run(),
    'editor-image-input',
  );
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  // A tool shown as text (H2) says that text first in its name, so "click H2" works by voice.
  const tool = (key: string, active: boolean, icon: React.ReactNode, run: () => void, glyph?: string) => (
    <Tooltip title={t(`editor.${key}`)}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={glyph ? `${glyph} ${t(`editor.${key}`)}` : t(`editor.${key}`)}
        aria-pressed={active}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="rich-editor" id={id}>
      {upload.element}
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tool('bold', !!state?.bold, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', !!state?.italic, <ItalicOutlined />, () => chain().toggleItalic().run())}
        {tool(
          'h2',
          !!state?.h2,
          <span className="rich-editor__h">H2</span>,
          () => chain().toggleHeading({ level: 2 }).run(),
          'H2',
        )}
        {tool(
          'h3',
          !!state?.h3,
          <span className="rich-editor__h">H3</span>,
          () => chain().toggleHeading({ level: 3 }).run(),
          'H3',
        )}
        {tool('bullet', !!state?.bullet, <UnorderedListOutlined />, () => chain().toggleBulletList().run())}
        {tool('ordered', !!state?.ordered, <OrderedListOutlined />, () => chain().toggleOrderedList().run())}
        <LinkTool
          active={!!state?.link}
          current={editor.getAttributes('link').href as string | undefined}
          onApply={(href) =>
            href
              ? chain().extendMarkRange('link').setLink({ href }).run()
              : chain().extendMarkRange('link').unsetLink().run()
          }
        />
        <Tooltip title={t('editor.image')}>
          <Button
            size="small"
            type="text"
            icon={<PictureOutlined />}
            loading={upload.busy}
            aria-label={t('editor.image')}
            onClick={upload.open}
            data-testid="editor-image"
          />
        </Tooltip>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

interface LinkProps {
  active: boolean;
  current?: string;
  onApply: (href: string) => void;
}

/** Only http(s), mailto and tel links (the server drops anything else, javascript: included). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)\S+$/i;

function LinkTool({ active, current, onApply }: LinkProps) {
  const { t } = useTranslation('announcement');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  const apply = () => {
    const v = href.trim();
    const full = v && !/^[a-z]+:/i.test(v) ? `https://${v}` : v;
    if (full && !SAFE_LINK.test(full)) return setError(true);
    onApply(full);
    setOpen(false);
  };
  const content = (
    <div className="rich-editor__link">
      <Input
        value={href}
        status={error ? 'error' : undefined}
        placeholder="https://"
        aria-label={t('editor.linkUrl')}
        onChange={(e) => {
          setHref(e.target.value);
          setError(false);
        }}
        onPressEnter={apply}
      />
      {error && <div className="rich-editor__error">{t('validation.link')}</div>}
      <div className="rich-editor__link-actions">
        {active && (
          <Button
            size="small"
            onClick={() => {
              onApply('');
              setOpen(false);
            }}
          >
            {t('editor.unlink')}
          </Button>
        )}
        <Button size="small" type="primary" onClick={apply}>
          {t('editor.apply')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover
      open={open}
      trigger="click"
      content={content}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setHref(current ?? '');
      }}
    >
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={<LinkOutlined />}
        aria-label={t('editor.link')}
        aria-pressed={active}
      />
    </Popover>
  );
}
