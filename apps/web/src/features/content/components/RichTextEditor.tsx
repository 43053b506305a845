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
import { Button, Flex, Input, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  label: string;
}

/**
 * The rich text of news and promotions (TipTap): headings, bold, italic, lists, links, images.
 * What it sends is HTML the server sanitises again against its allow-list.
 */
export function RichTextEditor({ value, onChange, id, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<'link' | 'image' | null>(null);
  const [address, setAddress] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    editorProps: {
      attributes: {
        id: id ?? '',
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'content-rich',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const active = useEditorState({
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
  // A detail that loads after the editor was created replaces its content once. TipTap destroys
  // an editor whose component was hidden (a Suspense boundary above it showing its fallback) and
  // hands a new one on the next render: a destroyed editor has no schema to read HTML with.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !editor.isFocused)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, on: boolean, icon: ReactNode, run: () => void, text?: string) => (
    <Tooltip title={t(`content.rich.${key}`)}>
      <Button
        size="small"
        type={on ? 'primary' : 'default'}
        aria-label={text ? `${text} ${t(`content.rich.${key}`)}` : t(`content.rich.${key}`)}
        aria-pressed={on}
        icon={icon}
        // Keep the focus in the text while a tool is clicked: otherwise the editor gets it back
        // only in the next animation frame (TipTap's focus()), and what a fast typist types
        // right after clicking Bold lands on the button and is lost.
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  );
  const apply = () => {
    const url = address.trim();
    if (ask === 'link') {
      if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
      else chain().extendMarkRange('link').unsetLink().run();
    } else if (ask === 'image' && url) {
      chain().setImage({ src: url }).run();
    }
    setAsk(null);
    setAddress('');
  };
  return (
    <div className="content-rich-wrap">
      <Flex gap={4} wrap className="content-rich-toolbar" role="toolbar" aria-label={label}>
        {tool(
          'heading2',
          active?.h2 ?? false,
          null,
          () => chain().toggleHeading({ level: 2 }).run(),
          'H2',
        )}
        {tool(
          'heading3',
          active?.h3 ?? false,
          null,
          () => chain().toggleHeading({ level: 3 }).run(),
          'H3',
        )}
        {tool('bold', active?.bold ?? false, <BoldOutlined />, () => chain().toggleBold().run())}
        {tool('italic', active?.italic ?? false, <ItalicOutlined />, () =>
          chain().toggleItalic().run(),
        )}
        {tool('bulletList', active?.bullet ?? false, <UnorderedListOutlined />, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('orderedList', active?.ordered ?? false, <OrderedListOutlined />, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('link', active?.link ?? false, <LinkOutlined />, () => {
          setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
          setAsk('link');
        })}
        {tool('image', false, <PictureOutlined />, () => setAsk('image'))}
      </Flex>
      {ask ? (
        <Flex gap={8} className="content-rich-ask">
          <Input
            autoFocus
            aria-label={t(
              ask === 'link' ? 'content.rich.linkAddress' : 'content.rich.imageAddress',
            )}
            placeholder="https://"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
          />
          <Button type="primary" onClick={apply}>
            {t('content.rich.apply')}
          </Button>
          <Button onClick={() => setAsk(null)}>{t('content.cancel')}</Button>
        </Flex>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
