// The news body editor: TipTap's StarterKit limited to what the server keeps (headings, emphasis,
// lists, quotes, links, line breaks), with a labelled toolbar of real buttons so it works from the
// keyboard (Tab to a button, Enter/Space to apply; Ctrl+B/I/U inside the text). Only the news
// routes import it, so TipTap never ships with the login page or the shell.
import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Box, Field, Group, HStack, IconButton, Input, Button } from '@chakra-ui/react';
import {
  Bold,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react';

export interface RichTextEditorProps {
  label: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  error?: string;
  helper?: string;
  disabled?: boolean;
}

const EMPTY = '<p></p>';

const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
];

function Toolbar({
  editor,
  label,
  disabled,
}: {
  editor: Editor;
  label: string;
  disabled: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      heading: e.isActive('heading', { level: 2 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const chain = () => editor.chain().focus();
  const buttons = [
    { name: 'Negrita', icon: Bold, on: state.bold, run: () => chain().toggleBold().run() },
    { name: 'Cursiva', icon: Italic, on: state.italic, run: () => chain().toggleItalic().run() },
    {
      name: 'Subrayado',
      icon: Underline,
      on: state.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      name: 'Título',
      icon: Heading2,
      on: state.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    { name: 'Lista', icon: List, on: state.bullet, run: () => chain().toggleBulletList().run() },
    {
      name: 'Lista numerada',
      icon: ListOrdered,
      on: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { name: 'Cita', icon: Quote, on: state.quote, run: () => chain().toggleBlockquote().run() },
  ];
  const applyLink = () => {
    const url = href.trim();
    if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };
  return (
    <Box borderBottomWidth="1px" p="1">
      <HStack role="toolbar" aria-label={`Formato de ${label}`} gap="1" wrap="wrap">
        <Group attached>
          {buttons.map(({ name, icon: Icon, on, run }) => (
            <IconButton
              key={name}
              size="xs"
              variant={on ? 'subtle' : 'ghost'}
              aria-label={name}
              aria-pressed={on}
              disabled={disabled}
              onClick={run}
            >
              <Icon aria-hidden />
            </IconButton>
          ))}
        </Group>
        <IconButton
          size="xs"
          variant={state.link ? 'subtle' : 'ghost'}
          aria-label="Enlace"
          aria-pressed={state.link}
          aria-expanded={linking}
          disabled={disabled}
          onClick={() => {
            setHref(String(editor.getAttributes('link')['href'] ?? ''));
            setLinking((open) => !open);
          }}
        >
          <Link2 aria-hidden />
        </IconButton>
        <Group attached>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Deshacer"
            disabled={disabled || !state.canUndo}
            onClick={() => chain().undo().run()}
          >
            <Undo2 aria-hidden />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Rehacer"
            disabled={disabled || !state.canRedo}
            onClick={() => chain().redo().run()}
          >
            <Redo2 aria-hidden />
          </IconButton>
        </Group>
      </HStack>
      {linking && !disabled ? (
        <HStack gap="2" mt="1">
          <Input
            size="xs"
            type="url"
            aria-label="Dirección del enlace"
            placeholder="https://www.minvu.gob.cl o mailto:prensa@ejemplo.cl"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              }
              if (event.key === 'Escape') setLinking(false);
            }}
          />
          <Button size="xs" onClick={applyLink}>
            {href.trim() ? 'Aplicar enlace' : 'Quitar enlace'}
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { label, value, onChange, error, helper, disabled = false } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions,
    content: value || EMPTY,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        // The label reads as disabled only when the text box says so (TipTap's
        // contenteditable="false" does not), and screen readers announce it.
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        class: 'news-rich-text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // useEditor reads `editable` once: a form that starts saving later locks the text here.
  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label id={labelId}>{label}</Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        rounded="md"
        borderColor={error ? 'border.error' : 'border'}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        css={{
          '& .news-rich-text': { minHeight: '10rem', padding: '0.75rem', outline: 'none' },
          '& .news-rich-text h2': { fontSize: 'xl', fontWeight: 'semibold', mb: '2' },
          '& .news-rich-text h3': { fontSize: 'lg', fontWeight: 'semibold', mb: '2' },
          '& .news-rich-text p': { mb: '2' },
          '& .news-rich-text ul': { listStyleType: 'disc', paddingInlineStart: '6' },
          '& .news-rich-text ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
          '& .news-rich-text blockquote': {
            borderInlineStartWidth: '3px',
            paddingInlineStart: '3',
          },
          '& .news-rich-text a': { color: 'primary.fg', textDecoration: 'underline' },
        }}
      >
        {editor ? <Toolbar editor={editor} label={label} disabled={disabled} /> : null}
        <EditorContent editor={editor} />
      </Box>
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
